import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { SweepOfferDeadlinesCommand, SweptOffers } from '../src/contexts/offers/application/commands/sweep-offer-deadlines.command';
import { EventStore } from '../src/platform/event-store/event-store';
import { eventually } from './support/platform-processes';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing } from './support/listings';
import { waitForNotifications } from './support/notifications-of';
import { Person, signUp, signUpAdmin } from './support/people';

const HOUR = 3_600_000;

/** Issue 14 "Offers that negotiate" (decisions/0076): counters, withdrawal, the 48-hour clock, over HTTP. */
describe('Offers that negotiate over HTTP', () => {
  let t: TestApp;
  let admin: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    // The notifications' consumer begins at the end of the event store when first run: wait until it has its place.
    const started = async () => (await t.app.get(MikroORM).em.getConnection().execute(`SELECT 1 FROM "consumer_checkpoints" WHERE "consumer" = 'notifications.offer-parties'`)).length === 1;
    await eventually(started, 60_000, 'the offer notifications consumer started');
  }, 90_000);
  afterAll(() => t.close());

  const conversationAbout = async (coinId: number, buyer: Person): Promise<number> =>
    (await request(t.http).post(`/api/coins/${coinId}/conversation`).set('Cookie', buyer.cookie).expect(201)).body.id;
  const offer = (conversationId: number, buyer: Person, body: Record<string, unknown>) =>
    request(t.http).post(`/api/conversations/${conversationId}/offers`).set('Cookie', buyer.cookie).send(body);
  const answer = (offerId: number, who: Person, body: Record<string, unknown>) => request(t.http).patch(`/api/offers/${offerId}`).set('Cookie', who.cookie).send(body);
  const awaiting = async (who: Person): Promise<number> => (await request(t.http).get('/api/offers/awaiting').set('Cookie', who.cookie).expect(200)).body.awaitingCount;
  const sweep = (hoursFromNow: number): Promise<SweptOffers> => t.app.get(CommandBus).execute(new SweepOfferDeadlinesCommand(new Date(Date.now() + hoursFromNow * HOUR)));

  async function negotiation(sellerTier: 'basic' | 'premium' = 'premium', price = '5000') {
    const seller = await signUp(t, { tier: sellerTier, name: 'Ananya Iyer' });
    const buyer = await signUp(t, { tier: 'premium', name: 'Vikram Rathore' });
    const coin = await liveListing(t, seller, admin, { title: 'Travancore Chuckram', price });
    const conversationId = await conversationAbout(coin.id, buyer);
    const made = (await offer(conversationId, buyer, { coinId: coin.id, offerAmount: 4000 }).expect(201)).body;
    return { seller, buyer, coin, conversationId, made };
  }

  it('lets the seller counter, the buyer counter back and accept the last counter, which reserves the coin at that price', async () => {
    const { seller, buyer, coin, conversationId, made } = await negotiation();
    expect(made).toMatchObject({ status: 'pending', awaiting: 'seller', currentAmount: 4000, counterAmount: null, round: 0, history: [{ type: 'made', by: 'buyer', amount: 4000 }] });
    expect(Date.parse(made.expiresAt) - Date.now()).toBeGreaterThan(47.9 * HOUR);
    expect([await awaiting(seller), await awaiting(buyer)]).toEqual([1, 0]);
    // Another buyer's offer on the same coin, countered, is closed when this one is accepted.
    const rival = await signUp(t, { tier: 'premium' });
    const rivalOffer = (await offer(await conversationAbout(coin.id, rival), rival, { coinId: coin.id, offerAmount: 3000 }).expect(201)).body;
    await answer(rivalOffer.id, seller, { status: 'countered', counterAmount: 4800 }).expect(200);

    const countered = (await answer(made.id, seller, { status: 'countered', counterAmount: '4600' }).expect(200)).body;
    expect(countered).toMatchObject({ status: 'countered', awaiting: 'buyer', offerAmount: 4000, currentAmount: 4600, counterAmount: 4600, round: 1 });
    expect(countered.history.map((step: { type: string; by: string; amount: number }) => [step.type, step.by, step.amount])).toEqual([
      ['made', 'buyer', 4000],
      ['countered', 'seller', 4600],
    ]);
    expect([await awaiting(seller), await awaiting(buyer)]).toEqual([0, 1]);
    expect((await answer(made.id, seller, { status: 'accepted' }).expect(403)).body.message).toMatch(/^Only the buyer/);
    await waitForNotifications(t, buyer, (items) => items.some((n) => n.type === 'offer-countered' && n.params.amount === 4600 && n.params.by === 'seller'));

    await answer(made.id, buyer, { status: 'countered', counterAmount: 4300 }).expect(200);
    await waitForNotifications(t, seller, (items) => items.some((n) => n.type === 'offer-countered' && n.params.amount === 4300 && n.params.by === 'buyer'));
    await answer(made.id, seller, { status: 'countered', counterAmount: 4450 }).expect(200);
    const accepted = (await answer(made.id, buyer, { status: 'accepted' }).expect(200)).body;
    expect(accepted).toMatchObject({ status: 'accepted', awaiting: null, expiresAt: null, offerAmount: 4000, currentAmount: 4450, counterAmount: 4450, round: 3 });
    expect(accepted.history.at(-1)).toMatchObject({ type: 'accepted', by: 'buyer', amount: 4450 });

    const events = await t.app.get(EventStore).readStream(`offer-${made.id}`);
    expect(events.at(-1)).toMatchObject({ type: 'OfferAccepted', data: { by: buyer.id, amount: 4450 } });
    expect((await request(t.http).get(`/api/coins/${coin.id}`).expect(200)).body.isReserved).toBe(true);
    expect((await offer(conversationId, buyer, { coinId: coin.id, offerAmount: 4500 }).expect(409)).body.message).toMatch(/reserved/);
    await eventually(async () => (await answer(rivalOffer.id, rival, { status: 'accepted' })).status === 409, 10_000, 'the rival offer withdrawn');
    const rivalNow = (await request(t.http).get(`/api/conversations/${rivalOffer.conversationId}/offers`).set('Cookie', rival.cookie).expect(200)).body[0];
    expect(rivalNow).toMatchObject({ status: 'rejected', history: [{ type: 'made' }, { type: 'countered' }, { type: 'rejected', by: null, cause: 'listing-reserved' }] });
    const told = await waitForNotifications(t, seller, (items) => items.some((n) => n.type === 'offer-accepted'));
    expect(told.find((n) => n.type === 'offer-accepted')).toMatchObject({ params: { by: 'buyer', amount: 4450, buyerName: 'Vikram Rathore', coinTitle: 'Travancore Chuckram' } });
  });

  it('lets the buyer reject a counter, telling the seller', async () => {
    const { seller, buyer, made } = await negotiation();
    await answer(made.id, seller, { status: 'countered', counterAmount: 4700 }).expect(200);
    expect((await answer(made.id, buyer, { status: 'rejected' }).expect(200)).body).toMatchObject({ status: 'rejected', currentAmount: 4700 });
    const told = await waitForNotifications(t, seller, (items) => items.some((n) => n.type === 'offer-rejected'));
    expect(told.find((n) => n.type === 'offer-rejected')).toMatchObject({ params: { cause: 'buyer', amount: 4700, buyerName: 'Vikram Rathore' } });
  });

  it.each([
    [{ status: 'countered' }, /^counterAmount/],
    [{ status: 'countered', counterAmount: 0 }, /^counterAmount must be a whole number/],
    [{ status: 'countered', counterAmount: 12.5 }, /^counterAmount must be a whole number/],
    [{ status: 'countered', counterAmount: 'abc' }, /^counterAmount must be a whole number/],
    [{ status: 'countered', counterAmount: 1_000_000_001 }, /^counterAmount must be at most/],
    [{ status: 'countered', counterAmount: 4000 }, /^counterAmount must differ/],
    [{ status: 'accepted', counterAmount: 4500 }, /^counterAmount/],
    [{ status: 'maybe' }, /^status must be accepted, rejected, countered or withdrawn$/],
  ])('answers 400 for %j, naming the field', async (body, message) => {
    const { seller, made } = await negotiation();
    expect((await answer(made.id, seller, body).expect(400)).body.message).toMatch(message);
  });

  it('answers 401 signed out, 404 to strangers, 403 out of turn or without Premium, 409 after 5 counter-offers', async () => {
    const { seller, buyer, made } = await negotiation();
    await request(t.http).patch(`/api/offers/${made.id}`).send({ status: 'withdrawn' }).expect(401);
    await answer(made.id, await signUp(t, { tier: 'premium' }), { status: 'countered', counterAmount: 10 }).expect(404);
    await answer(made.id, await signUp(t, { tier: 'premium' }), { status: 'withdrawn' }).expect(404);
    expect((await answer(made.id, buyer, { status: 'countered', counterAmount: 3900 }).expect(403)).body.message).toMatch(/^Only the seller/);
    for (let round = 1; round <= 5; round++) await answer(made.id, round % 2 ? seller : buyer, { status: 'countered', counterAmount: 4000 + round * 100 }).expect(200);
    expect((await answer(made.id, buyer, { status: 'countered', counterAmount: 4550 }).expect(409)).body.message).toMatch(/5 counter-offers/);

    const basic = await negotiation('basic');
    expect((await answer(basic.made.id, basic.seller, { status: 'countered', counterAmount: 4500 }).expect(403)).body.message).toBe('Premium subscription required to accept or reject offers.');
  });

  it('lets the buyer withdraw an open offer (telling the seller) and make a new one; never the seller', async () => {
    const { seller, buyer, coin, conversationId, made } = await negotiation();
    await answer(made.id, seller, { status: 'countered', counterAmount: 4800 }).expect(200);
    expect((await answer(made.id, seller, { status: 'withdrawn' }).expect(403)).body.message).toBe('Only the buyer can withdraw this offer');
    expect((await answer(made.id, buyer, { status: 'withdrawn' }).expect(200)).body).toMatchObject({ status: 'withdrawn', awaiting: null, expiresAt: null });
    expect((await answer(made.id, buyer, { status: 'withdrawn' }).expect(409)).body.message).toBe('This offer was already withdrawn');
    expect((await answer(made.id, seller, { status: 'accepted' }).expect(409)).body.message).toBe('This offer was already withdrawn');
    const told = await waitForNotifications(t, seller, (items) => items.some((n) => n.type === 'offer-withdrawn'));
    expect(told.find((n) => n.type === 'offer-withdrawn')).toMatchObject({ params: { offerId: made.id, amount: 4800, buyerName: 'Vikram Rathore' } });
    await offer(conversationId, buyer, { coinId: coin.id, offerAmount: 4200 }).expect(201);
  });

  it('gives both parties notice 6 hours before a step ends (once per step) and expires it after 48 hours unanswered', async () => {
    const { seller, buyer, made } = await negotiation();
    const noticeOf = (who: Person) => waitForNotifications(t, who, (items) => items.some((n) => n.type === 'offer-expiring' && n.params.offerId === made.id));
    expect((await sweep(41)).noticed).toBe(0);
    expect((await sweep(43)).noticed).toBeGreaterThanOrEqual(1);
    expect((await noticeOf(seller)).find((n) => n.type === 'offer-expiring')).toMatchObject({ params: { awaitingYou: true, amount: 4000, expiresAt: made.expiresAt } });
    expect((await noticeOf(buyer)).find((n) => n.type === 'offer-expiring')).toMatchObject({ params: { awaitingYou: false } });
    await sweep(44);
    const notices = async () => (await t.app.get(EventStore).readStream(`offer-${made.id}`)).filter((event) => event.type === 'OfferExpiring').length;
    expect(await notices()).toBe(1);

    // A counter is a new step: a new clock and its own notice.
    const countered = (await answer(made.id, seller, { status: 'countered', counterAmount: 4600 }).expect(200)).body;
    expect(Date.parse(countered.expiresAt)).toBeGreaterThan(Date.parse(made.expiresAt));
    await sweep(43);
    expect(await notices()).toBe(2);
    expect((await sweep(47)).expired).toBe(0);
    expect((await sweep(49)).expired).toBeGreaterThanOrEqual(1);
    const [expired] = (await request(t.http).get(`/api/conversations/${made.conversationId}/offers`).set('Cookie', buyer.cookie).expect(200)).body;
    expect(expired).toMatchObject({ status: 'expired', awaiting: null, expiresAt: null });
    expect(expired.history.at(-1)).toMatchObject({ type: 'expired', by: null, cause: 'buyer' });
    expect((await answer(made.id, buyer, { status: 'accepted' }).expect(409)).body.message).toBe('This offer was already expired');
    const told = await waitForNotifications(t, seller, (items) => items.some((n) => n.type === 'offer-expired'));
    expect(told.find((n) => n.type === 'offer-expired')).toMatchObject({ params: { awaitingYou: false, amount: 4600 } });
    await waitForNotifications(t, buyer, (items) => items.some((n) => n.type === 'offer-expired' && n.params.awaitingYou === true));
    expect(await awaiting(buyer)).toBe(0);
  });
});
