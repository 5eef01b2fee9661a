import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';
import {
  adminCookie,
  Buyer,
  capturedWebhook,
  currentUser,
  eventually,
  newBuyer,
  paidAndVerified,
  payInSandbox,
  pendingRefunds,
  subscribe,
  verify,
} from './support/subscriptions-flow';

function createOrder(t: TestApp, buyer: Buyer, body: object) {
  return request(t.http).post('/api/create-order').set('Cookie', buyer.cookie).send({ currency: 'INR', ...body });
}

async function premiumBuyer(t: TestApp): Promise<Buyer> {
  const buyer = await newBuyer(t);
  await subscribe(t, buyer, 'premium', await paidAndVerified(t, buyer, 799, 'premium')).expect(201);
  return buyer;
}

describe('Refusing a plan before money moves, and refunds of payments that could not activate', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminCookie(t);
  });
  afterAll(() => t.close());

  it('answers 409 to a Premium user creating an order for Basic, with or without planId (the plan comes from the amount)', async () => {
    const buyer = await premiumBuyer(t);
    const withPlan = await createOrder(t, buyer, { amount: 199, planId: 'basic' }).expect(409);
    expect(withPlan.body.message).toMatch(/planId basic is lower than your active Premium plan/);
    await createOrder(t, buyer, { amount: 199 }).expect(409);
    expect((await createOrder(t, buyer, { amount: 799 }).expect(409)).body.message).toMatch(/^Already Subscribed/);
    // Any other amount is a test payment that can never buy a plan.
    await createOrder(t, buyer, { amount: 5 }).expect(201);
    await createOrder(t, buyer, { amount: 200 }).expect(201);
  });

  it('answers 409 to re-buying the active plan before any order exists, and lets Basic buy Premium', async () => {
    const buyer = await newBuyer(t);
    await subscribe(t, buyer, 'basic', await paidAndVerified(t, buyer, 199, 'basic')).expect(201);
    expect((await createOrder(t, buyer, { amount: 199, planId: 'basic' }).expect(409)).body.message).toMatch(/^Already Subscribed/);
    await createOrder(t, buyer, { amount: 799, planId: 'premium' }).expect(201);
  });

  it('records a verified payment that could not activate for a refund, once; the payment never activates later', async () => {
    const buyer = await newBuyer(t);
    const basic = await paidAndVerified(t, buyer, 199, 'basic'); // paid while still free
    await subscribe(t, buyer, 'premium', await paidAndVerified(t, buyer, 799, 'premium')).expect(201);

    const refused = await subscribe(t, buyer, 'basic', basic).expect(409);
    expect(refused.body.message).toMatch(/lower than your active Premium plan.*recorded for a refund/);
    await subscribe(t, buyer, 'basic', basic).expect(409);
    const mine = (await pendingRefunds(t, admin)).filter((refund) => refund.userId === buyer.id);
    expect(mine).toEqual([
      {
        paymentId: basic,
        orderId: expect.stringMatching(/^order_/),
        userId: buyer.id,
        userName: 'Meera Nair',
        amount: 19900,
        currency: 'INR',
        reason: expect.stringMatching(/lower than your active Premium plan/),
        requestedAt: expect.any(String),
        refundedAt: null,
        refundedBy: null,
      },
    ]);
    expect((await currentUser(t, buyer)).subscriptionTier).toBe('premium');
  });

  it('records the payment of a webhook activation that the rules refuse', async () => {
    const buyer = await newBuyer(t);
    const paid = await payInSandbox(t, buyer, 199, 'basic');
    await verify(t, buyer, paid).expect(200);
    await subscribe(t, buyer, 'premium', await paidAndVerified(t, buyer, 799, 'premium')).expect(201);
    await capturedWebhook(t, paid, 19900, `evt_refund${Date.now()}`).expect(200);
    await eventually(async () => (await pendingRefunds(t, admin)).some((refund) => refund.paymentId === paid.razorpay_payment_id));
  });

  it('lets an admin mark a refund as made (idempotent), and keeps the list to admins', async () => {
    const buyer = await newBuyer(t);
    const basic = await paidAndVerified(t, buyer, 199, 'basic');
    await subscribe(t, buyer, 'premium', await paidAndVerified(t, buyer, 799, 'premium')).expect(201);
    await subscribe(t, buyer, 'basic', basic).expect(409);

    await request(t.http).get('/api/admin/payments/refunds').expect(401);
    await request(t.http).get('/api/admin/payments/refunds').set('Cookie', buyer.cookie).expect(403);
    await request(t.http).post(`/api/admin/payments/refunds/${basic}/refunded`).set('Cookie', buyer.cookie).expect(403);
    expect((await request(t.http).get('/api/admin/payments/refunds?status=later').set('Cookie', admin).expect(400)).body.message).toMatch(/status/);

    const marked = (await request(t.http).post(`/api/admin/payments/refunds/${basic}/refunded`).set('Cookie', admin).expect(200)).body;
    expect(marked).toMatchObject({ paymentId: basic, refundedAt: expect.any(String), refundedBy: expect.any(Number) });
    const again = (await request(t.http).post(`/api/admin/payments/refunds/${basic}/refunded`).set('Cookie', admin).expect(200)).body;
    expect(again.refundedAt).toBe(marked.refundedAt);
    expect((await pendingRefunds(t, admin)).some((refund) => refund.paymentId === basic)).toBe(false);
    const refunded = (await request(t.http).get('/api/admin/payments/refunds?status=refunded&limit=500').set('Cookie', admin).expect(200)).body;
    expect(refunded.refunds.some((refund: { paymentId: string }) => refund.paymentId === basic)).toBe(true);
    await request(t.http).post('/api/admin/payments/refunds/pay_Unknown1234567/refunded').set('Cookie', admin).expect(404);
    await subscribe(t, buyer, 'basic', basic).expect(409);
  });
});
