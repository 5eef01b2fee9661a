import { ConflictError, ForbiddenError, ValidationError } from '../../../platform/kernel/errors';
import { PlanUnavailableError } from './subscription-errors';
import { ActivationRequest, CurrentPlan, decideActivation, ExistingActivation, VerifiedPayment } from './activation';
import { findPlan, Plan } from './plans';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const DAY = 24 * 3600 * 1000;
const basic = findPlan('basic') as Plan;
const premium = findPlan('premium') as Plan;
const FREE: CurrentPlan = { tier: 'free', expiresAt: null };

function request(plan: Plan, overrides: Partial<ActivationRequest> = {}): ActivationRequest {
  return { requestId: 'req-1', userId: 7, plan, source: 'checkout', ...overrides };
}

function paid(plan: Plan, userId = 7): VerifiedPayment {
  return { userId, amountPaise: plan.price * 100 };
}

function existing(overrides: Partial<ExistingActivation> = {}): ExistingActivation {
  return { requestId: 'req-0', userId: 7, planId: 'basic', source: 'checkout', acknowledged: true, ...overrides };
}

describe('decideActivation', () => {
  it('given a free user and a verified payment of the Basic price, when Basic is bought, then 30 days start now', () => {
    const decision = decideActivation({ request: request(basic), payment: paid(basic), existing: null, current: [FREE], now: NOW });
    expect(decision).toEqual({ type: 'activate', startsAt: NOW, expiresAt: new Date(NOW.getTime() + 30 * DAY) });
  });

  it('given an active Basic plan, when Premium is bought, then a new 30-day period starts now', () => {
    const current: CurrentPlan = { tier: 'basic', expiresAt: new Date(NOW.getTime() + 20 * DAY) };
    const decision = decideActivation({ request: request(premium), payment: paid(premium), existing: null, current: [current], now: NOW });
    expect(decision).toEqual({ type: 'activate', startsAt: NOW, expiresAt: new Date(NOW.getTime() + 30 * DAY) });
  });

  it('given an active Basic plan, when Basic is bought again, then it is 409 Already Subscribed', () => {
    const current: CurrentPlan = { tier: 'basic', expiresAt: new Date(NOW.getTime() + DAY) };
    expect(() => decideActivation({ request: request(basic), payment: paid(basic), existing: null, current: [current], now: NOW })).toThrow(
      expect.objectContaining({ kind: 'conflict', message: expect.stringMatching(/^Already Subscribed/) }),
    );
  });

  it('given an active Premium plan, when Basic is bought, then it is a conflict', () => {
    const current: CurrentPlan = { tier: 'premium', expiresAt: new Date(NOW.getTime() + DAY) };
    expect(() => decideActivation({ request: request(basic), payment: paid(basic), existing: null, current: [current], now: NOW })).toThrow(ConflictError);
  });

  it('given a Premium plan that has ended, when Basic is bought, then it activates', () => {
    const current: CurrentPlan = { tier: 'premium', expiresAt: new Date(NOW.getTime() - 1) };
    expect(decideActivation({ request: request(basic), payment: paid(basic), existing: null, current: [current], now: NOW }).type).toBe('activate');
  });

  it('given a payment of ₹199, when Premium is bought with it, then it is 400 naming paymentId', () => {
    expect(() => decideActivation({ request: request(premium), payment: paid(basic), existing: null, current: [FREE], now: NOW })).toThrow(
      expect.objectContaining({ kind: 'validation', field: 'paymentId', message: 'paymentId paid ₹199 but the Premium plan costs ₹799' }),
    );
  });

  it('given no verified payment, when a plan is bought, then it is 400 naming paymentId', () => {
    expect(() => decideActivation({ request: request(basic), payment: null, existing: null, current: [FREE], now: NOW })).toThrow(ValidationError);
  });

  it("given another user's unused payment, when it is used, then it is forbidden", () => {
    expect(() => decideActivation({ request: request(basic), payment: paid(basic, 99), existing: null, current: [FREE], now: NOW })).toThrow(
      ForbiddenError,
    );
  });

  it('given a payment that already activated a plan, when anyone uses it again, then it is a conflict', () => {
    for (const userId of [7, 99]) {
      expect(() =>
        decideActivation({ request: request(basic, { userId }), payment: paid(basic), existing: existing(), current: [FREE], now: NOW }),
      ).toThrow(expect.objectContaining({ kind: 'conflict', message: expect.stringMatching(/paymentId has already been used/) }));
    }
  });

  it('given the activation this request made, when its job is retried, then it resumes instead of failing', () => {
    const decision = decideActivation({ request: request(basic), payment: paid(basic), existing: existing({ requestId: 'req-1' }), current: [FREE], now: NOW });
    expect(decision).toEqual({ type: 'resume' });
  });

  it("given the webhook activated the buyer's plan first, when the browser subscribes, then it is acknowledged once", () => {
    const byWebhook = existing({ source: 'webhook', acknowledged: false });
    const current: CurrentPlan = { tier: 'basic', expiresAt: new Date(NOW.getTime() + 30 * DAY) };
    expect(decideActivation({ request: request(basic), payment: paid(basic), existing: byWebhook, current: [current], now: NOW })).toEqual({ type: 'acknowledge' });
    expect(() =>
      decideActivation({ request: request(basic), payment: paid(basic), existing: { ...byWebhook, acknowledged: true }, current: [current], now: NOW }),
    ).toThrow(ConflictError);
    expect(() =>
      decideActivation({ request: request(basic, { source: 'webhook' }), payment: paid(basic), existing: byWebhook, current: [current], now: NOW }),
    ).toThrow(ConflictError);
  });

  it('given Identity reports Free but the ledger has an active Premium row, when Basic is bought, then the stronger report wins (409)', () => {
    const ledger: CurrentPlan = { tier: 'premium', expiresAt: new Date(NOW.getTime() + DAY) };
    expect(() => decideActivation({ request: request(basic), payment: paid(basic), existing: null, current: [FREE, ledger], now: NOW })).toThrow(
      PlanUnavailableError,
    );
  });

  it('given a verified Premium payment being activated, when Basic is bought, then it is refused so the higher purchase wins', () => {
    const unused = [{ paymentId: 'pay_P', amountPaise: 79900, verifiedAt: new Date(NOW.getTime() - 60_000) }];
    expect(() => decideActivation({ request: request(basic), payment: paid(basic), existing: null, current: [FREE], unused, now: NOW })).toThrow(
      expect.objectContaining({ kind: 'conflict', message: expect.stringMatching(/while your verified payment for the Premium plan is being activated/) }),
    );
    // A lower payment being activated does not stop Premium; an old unused one stops nothing.
    const lower = [{ paymentId: 'pay_B', amountPaise: 19900, verifiedAt: NOW }];
    expect(decideActivation({ request: request(premium), payment: paid(premium), existing: null, current: [FREE], unused: lower, now: NOW }).type).toBe('activate');
    const old = [{ paymentId: 'pay_P', amountPaise: 79900, verifiedAt: new Date(NOW.getTime() - DAY) }];
    expect(decideActivation({ request: request(basic), payment: paid(basic), existing: null, current: [FREE], unused: old, now: NOW }).type).toBe('activate');
  });

  it('given a payment recorded for a refund, when it is used, then it is a conflict', () => {
    expect(() => decideActivation({ request: request(basic), payment: paid(basic), existing: null, current: [FREE], refundRecorded: true, now: NOW })).toThrow(
      expect.objectContaining({ kind: 'conflict', message: expect.stringMatching(/recorded for a refund/) }),
    );
  });
});
