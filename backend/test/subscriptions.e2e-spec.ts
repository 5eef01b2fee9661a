import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { EnsureAdminCommand } from '../src/contexts/identity/application/commands/ensure-admin.command';
import { ExpireSubscriptionsCommand } from '../src/contexts/subscriptions/application/commands/expire-subscriptions.command';
import { signPayment } from '../src/contexts/subscriptions/domain/payment-signature';
import { createTestApp, TestApp, uniqueMobileNumber } from './support/test-app';
import {
  capturedWebhook,
  currentUser,
  eventually,
  newBuyer,
  paidAndVerified,
  payInSandbox,
  sql,
  subscribe,
  verify,
} from './support/subscriptions-flow';

const DAY = 24 * 3600 * 1000;

describe('Subscriptions and payments over HTTP (sandbox mode)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the plans and the payment mode', async () => {
    const plans = (await request(t.http).get('/api/plans').expect(200)).body;
    expect(plans.map((p: { id: string; price: number; duration: number; coinListingLimit: number }) => [p.id, p.price, p.duration, p.coinListingLimit])).toEqual([
      ['free', 0, 0, 0],
      ['basic', 199, 30, 5],
      ['premium', 799, 30, 50],
    ]);
    expect(plans[1]).toMatchObject({ name: 'Basic', currency: 'INR', features: expect.any(Array) });
    expect((await request(t.http).get('/api/payments/config').expect(200)).body).toEqual({ mode: 'sandbox', keyId: null });
  });

  it('lets a free user buy Basic: order in paise, sandbox payment, verification, 30 days of Basic', async () => {
    const buyer = await newBuyer(t);
    const order = await request(t.http).post('/api/create-order').set('Cookie', buyer.cookie).send({ amount: 199, currency: 'INR', planId: 'basic' }).expect(201);
    expect(order.body).toEqual({ id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/), amount: 19900, currency: 'INR' });

    const paid = (await request(t.http).post(`/api/sandbox/orders/${order.body.id}/pay`).set('Cookie', buyer.cookie).expect(200)).body;
    expect(paid.razorpay_signature).toBe(signPayment(order.body.id, paid.razorpay_payment_id, t.config.razorpay.keySecret));
    expect((await verify(t, buyer, paid).expect(200)).body).toEqual({
      verified: true,
      orderId: order.body.id,
      paymentId: paid.razorpay_payment_id,
      amount: 19900,
      currency: 'INR',
    });
    await verify(t, buyer, paid).expect(200); // repeating the verification is harmless

    const before = Date.now();
    const activated = (await subscribe(t, buyer, 'basic', paid.razorpay_payment_id).expect(201)).body;
    expect(activated).toMatchObject({ planId: 'basic', paymentId: paid.razorpay_payment_id, status: 'active' });
    const user = await currentUser(t, buyer);
    expect(user.subscriptionTier).toBe('basic');
    expect(new Date(user.subscriptionExpiresAt!).getTime()).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
  });

  it('answers 401 to payment calls when signed out', async () => {
    await request(t.http).post('/api/create-order').send({ amount: 199, currency: 'INR' }).expect(401);
    await request(t.http).post('/api/subscribe').send({ planId: 'basic', paymentId: 'pay_x' }).expect(401);
  });

  it.each([
    [{ amount: 0, currency: 'INR' }, 'amount'],
    [{ amount: '199', currency: 'INR' }, 'amount'],
    [{ amount: 19.5, currency: 'INR' }, 'amount'],
    [{ amount: 199, currency: 'USD' }, 'currency'],
    [{ amount: 199, currency: 'INR', planId: 'gold' }, 'planId'],
    [{ amount: 799, currency: 'INR', planId: 'basic' }, 'amount'],
  ])('answers 400 naming the field to create-order %j', async (body, field) => {
    const buyer = await newBuyer(t);
    const res = await request(t.http).post('/api/create-order').set('Cookie', buyer.cookie).send(body).expect(400);
    expect(res.body.message).toContain(field);
  });

  it('rejects a forged signature, and a malformed one, naming razorpay_signature', async () => {
    const buyer = await newBuyer(t);
    const paid = await payInSandbox(t, buyer, 199, 'basic');
    const forged = { ...paid, razorpay_signature: signPayment(paid.razorpay_order_id, paid.razorpay_payment_id, 'guessed-secret') };
    expect((await verify(t, buyer, forged).expect(400)).body.message).toMatch(/^razorpay_signature does not match/);
    const otherOrder = { ...paid, razorpay_signature: signPayment('order_SomeOtherOrder1', paid.razorpay_payment_id, t.config.razorpay.keySecret) };
    await verify(t, buyer, otherOrder).expect(400);
    expect((await verify(t, buyer, { ...paid, razorpay_signature: 'abc' }).expect(400)).body.message).toMatch(/razorpay_signature/);
    await subscribe(t, buyer, 'basic', paid.razorpay_payment_id).expect(400);
    expect((await currentUser(t, buyer)).subscriptionTier).toBe('free');
  });

  it("does not verify or pay another user's order", async () => {
    const owner = await newBuyer(t);
    const stranger = await newBuyer(t, 'Kabir Das');
    const paid = await payInSandbox(t, owner, 199, 'basic');
    await verify(t, stranger, paid).expect(404);
    await request(t.http).post(`/api/sandbox/orders/${paid.razorpay_order_id}/pay`).set('Cookie', stranger.cookie).expect(404);
  });

  it('refuses a payment whose amount is not the plan price (paise vs rupees), naming paymentId', async () => {
    const buyer = await newBuyer(t);
    const paymentId = await paidAndVerified(t, buyer, 199);
    const res = await subscribe(t, buyer, 'premium', paymentId).expect(400);
    expect(res.body.message).toBe('paymentId paid ₹199 but the Premium plan costs ₹799');
    const tiny = await paidAndVerified(t, buyer, 2);
    await subscribe(t, buyer, 'basic', tiny).expect(400);
    expect((await currentUser(t, buyer)).subscriptionTier).toBe('free');
  });

  it('refuses a payment that was never verified', async () => {
    const buyer = await newBuyer(t);
    const paid = await payInSandbox(t, buyer, 199, 'basic');
    expect((await subscribe(t, buyer, 'basic', paid.razorpay_payment_id).expect(400)).body.message).toMatch(/^paymentId is not a verified payment/);
  });

  it('activates at most once per payment: replayed by the same user or by another user → 409', async () => {
    const buyer = await newBuyer(t);
    const paymentId = await paidAndVerified(t, buyer, 199, 'basic');
    await subscribe(t, buyer, 'basic', paymentId).expect(201);
    expect((await subscribe(t, buyer, 'basic', paymentId).expect(409)).body.message).toMatch(/paymentId has already been used/);
    const other = await newBuyer(t, 'Kabir Das');
    await subscribe(t, other, 'basic', paymentId).expect(409);
    expect((await currentUser(t, other)).subscriptionTier).toBe('free');
    const [{ count }] = await sql<{ count: number }>(t, 'SELECT count(*)::int AS count FROM subscriptions WHERE payment_id = ?', [paymentId]);
    expect(count).toBe(1);
  });

  it("refuses another user's unused payment with 403", async () => {
    const owner = await newBuyer(t);
    const paymentId = await paidAndVerified(t, owner, 199, 'basic');
    const other = await newBuyer(t, 'Kabir Das');
    expect((await subscribe(t, other, 'basic', paymentId).expect(403)).body.message).toBe('paymentId belongs to another account');
  });

  it('refuses re-buying the current plan (Already Subscribed) and a lower plan over a higher one', async () => {
    // Both payments are made while the plan is not active yet (create-order refuses once it is).
    const buyer = await newBuyer(t);
    const [first, second] = [await paidAndVerified(t, buyer, 199, 'basic'), await paidAndVerified(t, buyer, 199, 'basic')];
    await subscribe(t, buyer, 'basic', first).expect(201);
    const again = await subscribe(t, buyer, 'basic', second).expect(409);
    expect(again.body.message).toMatch(/^Already Subscribed/);

    const premiumBuyer = await newBuyer(t);
    const [basic, premium] = [await paidAndVerified(t, premiumBuyer, 199, 'basic'), await paidAndVerified(t, premiumBuyer, 799, 'premium')];
    await subscribe(t, premiumBuyer, 'premium', premium).expect(201);
    const lower = await subscribe(t, premiumBuyer, 'basic', basic).expect(409);
    expect(lower.body.message).toMatch(/planId basic is lower than your active Premium plan/);
    expect((await currentUser(t, premiumBuyer)).subscriptionTier).toBe('premium');
  });

  it('upgrades Basic to Premium with a new 30 days from now', async () => {
    const buyer = await newBuyer(t);
    await subscribe(t, buyer, 'basic', await paidAndVerified(t, buyer, 199, 'basic')).expect(201);
    await sql(t, `UPDATE subscriptions SET expires_at = now() + interval '2 days' WHERE user_id = ?`, [buyer.id]);
    const before = Date.now();
    const premium = (await subscribe(t, buyer, 'premium', await paidAndVerified(t, buyer, 799, 'premium')).expect(201)).body;
    expect(new Date(premium.expiresAt).getTime()).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    expect((await currentUser(t, buyer)).subscriptionTier).toBe('premium');
    const rows = await sql<{ plan_id: string; status: string }>(t, 'SELECT plan_id, status FROM subscriptions WHERE user_id = ? ORDER BY id', [buyer.id]);
    expect(rows).toEqual([
      { plan_id: 'basic', status: 'superseded' },
      { plan_id: 'premium', status: 'active' },
    ]);
  });

  it('answers 400 to a webhook with a wrong signature or without an event id', async () => {
    const body = JSON.stringify({ event: 'payment.captured' });
    const wrong = await request(t.http)
      .post('/api/webhooks/razorpay')
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Event-Id', 'evt_wrongsig')
      .set('X-Razorpay-Signature', 'f'.repeat(64))
      .send(body)
      .expect(400);
    expect(wrong.body.message).toMatch(/X-Razorpay-Signature/);
    const noId = await request(t.http).post('/api/webhooks/razorpay').set('X-Razorpay-Signature', 'f'.repeat(64)).send({}).expect(400);
    expect(noId.body.message).toMatch(/X-Razorpay-Event-Id/);
  });

  it('completes the activation a closed browser left behind, and hands it to the browser once', async () => {
    const buyer = await newBuyer(t);
    const paid = await payInSandbox(t, buyer, 199, 'basic');
    const received = await capturedWebhook(t, paid, 19900, `evt_closed${Date.now()}`).expect(200);
    expect(received.body.duplicate).toBe(false);
    await eventually(async () => (await currentUser(t, buyer)).subscriptionTier === 'basic');

    // The browser comes back: its verification and subscription answer with the same activation, once.
    await verify(t, buyer, paid).expect(200);
    await subscribe(t, buyer, 'basic', paid.razorpay_payment_id).expect(201);
    await subscribe(t, buyer, 'basic', paid.razorpay_payment_id).expect(409);
  });

  it('activates exactly once when verification, a webhook and a replayed webhook race on one payment', async () => {
    const buyer = await newBuyer(t);
    const paid = await payInSandbox(t, buyer, 799, 'premium');
    const eventId = `evt_race${Date.now()}`;
    const [subscribed, first, replay, other] = await Promise.all([
      verify(t, buyer, paid)
        .expect(200)
        .then(() => subscribe(t, buyer, 'premium', paid.razorpay_payment_id)),
      capturedWebhook(t, paid, 79900, eventId),
      capturedWebhook(t, paid, 79900, eventId),
      capturedWebhook(t, paid, 79900, `${eventId}b`),
    ]);
    expect(subscribed.status).toBe(201);
    expect([first.status, replay.status, other.status]).toEqual([200, 200, 200]);
    await eventually(async () => {
      const rows = await sql<{ pending: number }>(t, 'SELECT count(*)::int AS pending FROM payment_webhook_events WHERE id IN (?, ?) AND processed_at IS NULL', [eventId, `${eventId}b`]);
      return rows[0].pending === 0;
    });
    const rows = await sql<{ id: number }>(t, 'SELECT id FROM subscriptions WHERE payment_id = ?', [paid.razorpay_payment_id]);
    expect(rows).toHaveLength(1);
    const payments = await sql<{ id: string }>(t, 'SELECT id FROM payments WHERE order_id = ?', [paid.razorpay_order_id]);
    expect(payments).toHaveLength(1);
    expect((await currentUser(t, buyer)).subscriptionTier).toBe('premium');
    expect((await capturedWebhook(t, paid, 79900, eventId).expect(200)).body.duplicate).toBe(true);
  });

  it('moves expired users back to free once; sweeping again changes nothing', async () => {
    const buyer = await newBuyer(t);
    await subscribe(t, buyer, 'basic', await paidAndVerified(t, buyer, 199, 'basic')).expect(201);
    await sql(t, `UPDATE subscriptions SET expires_at = now() - interval '1 minute' WHERE user_id = ?`, [buyer.id]);
    const stillActive = await newBuyer(t, 'Kabir Das');
    await subscribe(t, stillActive, 'basic', await paidAndVerified(t, stillActive, 199, 'basic')).expect(201);

    const commands = t.app.get(CommandBus);
    expect(await commands.execute(new ExpireSubscriptionsCommand(new Date()))).toBeGreaterThanOrEqual(1);
    expect((await currentUser(t, buyer)).subscriptionTier).toBe('free');
    expect((await currentUser(t, stillActive)).subscriptionTier).toBe('basic');
    expect(await commands.execute(new ExpireSubscriptionsCommand(new Date()))).toBe(0);
    const rows = await sql<{ status: string }>(t, 'SELECT status FROM subscriptions WHERE user_id = ?', [buyer.id]);
    expect(rows).toEqual([{ status: 'expired' }]);

    // After the sweep the plan can be bought again.
    await subscribe(t, buyer, 'basic', await paidAndVerified(t, buyer, 199, 'basic')).expect(201);
  });

  it('schedules the expiry sweep as a repeatable job', async () => {
    const queue = t.app.get<Queue>(getQueueToken('subscription-expiry'));
    await eventually(async () => (await queue.getJobSchedulers()).some((s) => s.key === 'subscription-expiry-sweep'));
  });

  it('shows Bull Board at /admin/queues to admins only', async () => {
    const signedOut = await request(t.http).get('/admin/queues').expect(401);
    expect(signedOut.body).toEqual({ statusCode: 401, message: expect.any(String), error: 'Unauthorized' });
    const buyer = await newBuyer(t);
    await request(t.http).get('/admin/queues').set('Cookie', buyer.cookie).expect(403);

    const mobileNumber = uniqueMobileNumber();
    await t.app.get(CommandBus).execute(new EnsureAdminCommand(mobileNumber, 'admin-password-1'));
    const login = await request(t.http).post('/api/login').send({ mobileNumber, password: 'admin-password-1' }).expect(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    await request(t.http).get('/admin/queues').set('Cookie', cookie).expect(200).expect('Content-Type', /html/);
    const queues = await request(t.http).get('/admin/queues/api/queues').set('Cookie', cookie).expect(200);
    expect(queues.body.queues.map((q: { name: string }) => q.name)).toEqual(expect.arrayContaining(['payments', 'subscription-expiry']));
  });
});
