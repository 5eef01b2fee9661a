import { isGenuinePayment, isGenuineWebhook, signPayment, signWebhook } from './payment-signature';

describe('payment signatures', () => {
  const secret = 'key-secret';

  it('given a signature of order_id|payment_id under the key secret, when checked against the stored order, then it is genuine', () => {
    const signature = signPayment('order_ABC', 'pay_XYZ', secret);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(isGenuinePayment('order_ABC', 'pay_XYZ', signature, secret)).toBe(true);
  });

  it('given a signature made for another order, another payment or another secret, then it is forged', () => {
    const signature = signPayment('order_OTHER', 'pay_XYZ', secret);
    expect(isGenuinePayment('order_ABC', 'pay_XYZ', signature, secret)).toBe(false);
    expect(isGenuinePayment('order_ABC', 'pay_OTHER', signPayment('order_ABC', 'pay_XYZ', secret), secret)).toBe(false);
    expect(isGenuinePayment('order_ABC', 'pay_XYZ', signPayment('order_ABC', 'pay_XYZ', 'guess'), secret)).toBe(false);
    expect(isGenuinePayment('order_ABC', 'pay_XYZ', 'short', secret)).toBe(false);
  });

  it('given a webhook body, when its HMAC is checked, then only the exact raw bytes under the webhook secret pass', () => {
    const body = Buffer.from('{"event":"payment.captured"}');
    const signature = signWebhook(body, 'hook-secret');
    expect(isGenuineWebhook(body, signature, 'hook-secret')).toBe(true);
    expect(isGenuineWebhook(Buffer.from('{"event": "payment.captured"}'), signature, 'hook-secret')).toBe(false);
    expect(isGenuineWebhook(body, signature, 'other-secret')).toBe(false);
  });
});
