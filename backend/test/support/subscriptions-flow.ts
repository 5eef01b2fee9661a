import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { EnsureAdminCommand } from '../../src/contexts/identity/application/commands/ensure-admin.command';
import { signWebhook } from '../../src/contexts/subscriptions/domain/payment-signature';
import { TestApp, uniqueMobileNumber } from './test-app';

export interface Buyer {
  id: number;
  cookie: string;
}

export interface CheckoutResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** Registers a new free user and returns their session cookie. */
export async function newBuyer(t: TestApp, name = 'Meera Nair'): Promise<Buyer> {
  const res = await request(t.http).post('/api/register').send({ name, mobileNumber: uniqueMobileNumber(), password: 'coin-collector-1' }).expect(201);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='))!.split(';')[0];
  return { id: res.body.id as number, cookie };
}

/** Creates an order and pays it in the sandbox checkout (not yet verified). */
export async function payInSandbox(t: TestApp, buyer: Buyer, amount: number, planId?: 'basic' | 'premium'): Promise<CheckoutResult> {
  const order = await request(t.http)
    .post('/api/create-order')
    .set('Cookie', buyer.cookie)
    .send({ amount, currency: 'INR', ...(planId ? { planId } : {}) })
    .expect(201);
  const paid = await request(t.http).post(`/api/sandbox/orders/${order.body.id}/pay`).set('Cookie', buyer.cookie).expect(200);
  return paid.body as CheckoutResult;
}

export function verify(t: TestApp, buyer: Buyer, result: CheckoutResult) {
  return request(t.http).post('/api/verify-payment').set('Cookie', buyer.cookie).send(result);
}

export function subscribe(t: TestApp, buyer: Buyer, planId: string, paymentId: string) {
  return request(t.http).post('/api/subscribe').set('Cookie', buyer.cookie).send({ planId, paymentId });
}

/** The whole checkout of a plan: order, sandbox payment, verification; answers the verified payment id. */
export async function paidAndVerified(t: TestApp, buyer: Buyer, amount: number, planId?: 'basic' | 'premium'): Promise<string> {
  const result = await payInSandbox(t, buyer, amount, planId);
  await verify(t, buyer, result).expect(200);
  return result.razorpay_payment_id;
}

export async function currentUser(t: TestApp, buyer: Buyer): Promise<{ subscriptionTier: string; subscriptionExpiresAt: string | null }> {
  return (await request(t.http).get('/api/user').set('Cookie', buyer.cookie).expect(200)).body;
}

/** A `payment.captured` webhook delivery for a checkout result, signed as Razorpay signs it. */
export function capturedWebhook(t: TestApp, result: CheckoutResult, amountPaise: number, eventId: string) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: result.razorpay_payment_id, order_id: result.razorpay_order_id, amount: amountPaise, status: 'captured' } } },
  });
  return request(t.http)
    .post('/api/webhooks/razorpay')
    .set('Content-Type', 'application/json')
    .set('X-Razorpay-Event-Id', eventId)
    .set('X-Razorpay-Signature', signWebhook(body, t.config.razorpay.webhookSecret))
    .send(body);
}

export function sql<T>(t: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return t.app.get(EntityManager).fork().getConnection().execute(query, params);
}

/** Polls until `check` holds (jobs finish asynchronously). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs in a new admin and returns their session cookie. */
export async function adminCookie(t: TestApp): Promise<string> {
  const mobileNumber = uniqueMobileNumber();
  await t.app.get(CommandBus).execute(new EnsureAdminCommand(mobileNumber, 'admin-password-1'));
  const login = await request(t.http).post('/api/login').send({ mobileNumber, password: 'admin-password-1' }).expect(200);
  return String(login.headers['set-cookie']).split(';')[0];
}

export interface RefundRow {
  paymentId: string;
  userId: number;
  userName: string | null;
  amount: number;
  reason: string;
  requestedAt: string;
  refundedAt: string | null;
}

/** The payments an admin sees as needing a refund (GET /api/admin/payments/refunds). */
export async function pendingRefunds(t: TestApp, cookie: string): Promise<RefundRow[]> {
  return (await request(t.http).get('/api/admin/payments/refunds?status=pending&limit=500').set('Cookie', cookie).expect(200)).body.refunds;
}
