import { createHmac, timingSafeEqual } from 'node:crypto';

function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What Razorpay's checkout (and our sandbox) returns: HMAC-SHA256 of `order_id|payment_id` under the key secret. */
export function signPayment(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** Checks a checkout signature against the order id WE stored, in constant time. */
export function isGenuinePayment(storedOrderId: string, paymentId: string, signature: string, keySecret: string): boolean {
  return sameHex(signature, signPayment(storedOrderId, paymentId, keySecret));
}

/** Razorpay signs each webhook delivery: HMAC-SHA256 of the raw request body under the webhook secret. */
export function signWebhook(rawBody: Buffer | string, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

export function isGenuineWebhook(rawBody: Buffer, signature: string, webhookSecret: string): boolean {
  return sameHex(signature, signWebhook(rawBody, webhookSecret));
}
