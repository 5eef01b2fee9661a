import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { offerDecider, OfferEvent } from '../src/contexts/offers/domain/offer';
import { foldEvents } from '../src/platform/event-store/decider';
import { ConsumerRunner } from '../src/platform/event-store/consumer-runner';
import { EventStore } from '../src/platform/event-store/event-store';
import { eventually } from './support/platform-processes';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';

describe('Offers (event-sourced) over HTTP', () => {
  let t: TestApp;
  let admin: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
  });
  afterAll(() => t.close());

  async function conversationAbout(coinId: number, buyer: Person): Promise<number> {
    return (await request(t.http).post(`/api/coins/${coinId}/conversation`).set('Cookie', buyer.cookie).expect(201)).body.id;
  }
  const offer = (conversationId: number, buyer: Person, body: Record<string, unknown>) =>
    request(t.http).post(`/api/conversations/${conversationId}/offers`).set('Cookie', buyer.cookie).send(body);
  const decide = (offerId: number, who: Person, status: string) => request(t.http).patch(`/api/offers/${offerId}`).set('Cookie', who.cookie).send({ status });

  it("lets a premium buyer offer on the conversation seller's listings and the premium seller accept", async () => {
    const seller = await signUp(t, { tier: 'premium', name: 'Ananya Iyer' });
    const buyer = await signUp(t, { tier: 'premium', name: 'Vikram Rathore' });
    const first = await liveListing(t, seller, admin, { price: '4500' });
    const other = await liveListing(t, seller, admin, { title: 'Another coin of hers', price: '900' });
    const conversationId = await conversationAbout(first.id, buyer);

    const made = await offer(conversationId, buyer, { coinId: other.id, offerAmount: 800, message: '  With registered post?  ' }).expect(201);
    expect(made.body).toMatchObject({ buyerId: buyer.id, sellerId: seller.id, coinId: other.id, conversationId, offerAmount: 800, message: 'With registered post?', status: 'pending', coin: { id: other.id, title: 'Another coin of hers', price: 900 }, buyer: { name: 'Vikram Rathore' } });
    expect((await offer(conversationId, buyer, { coinId: other.id, offerAmount: 850 }).expect(409)).body.message).toMatch(/pending offer/);

    await decide(made.body.id, buyer, 'accepted').expect(403);
    const accepted = await decide(made.body.id, seller, 'accepted').expect(200);
    expect(accepted.body.status).toBe('accepted');
    expect((await decide(made.body.id, seller, 'rejected').expect(409)).body.message).toMatch(/already accepted/);

    const list = await request(t.http).get(`/api/conversations/${conversationId}/offers`).set('Cookie', seller.cookie).expect(200);
    expect(list.body).toHaveLength(1);
    // The accepted offer reserved the coin: no new offer on it, not even from the same buyer (decisions/0042).
    expect((await offer(conversationId, buyer, { coinId: other.id, offerAmount: 850 }).expect(409)).body.message).toBe(
      'This coin is reserved: the seller has accepted an offer on it',
    );
  });

  it('keeps offers for premium buyers and decisions for premium sellers', async () => {
    const basicSeller = await signUp(t, { tier: 'basic' });
    const coin = await liveListing(t, basicSeller, admin);
    const freeBuyer = await signUp(t);
    const freeConversation = await conversationAbout(coin.id, freeBuyer);
    expect((await offer(freeConversation, freeBuyer, { coinId: coin.id, offerAmount: 100 }).expect(403)).body.message).toMatch(/Premium/);

    const premiumBuyer = await signUp(t, { tier: 'premium' });
    const conversationId = await conversationAbout(coin.id, premiumBuyer);
    const made = await offer(conversationId, premiumBuyer, { coinId: coin.id, offerAmount: 100 }).expect(201);
    const seen = await request(t.http).get(`/api/conversations/${conversationId}/offers`).set('Cookie', basicSeller.cookie).expect(200);
    expect(seen.body.map((o: { id: number }) => o.id)).toEqual([made.body.id]);
    expect((await decide(made.body.id, basicSeller, 'accepted').expect(403)).body.message).toBe('Premium subscription required to accept or reject offers.');
    await decide(made.body.id, await signUp(t, { tier: 'premium' }), 'accepted').expect(404);
  });

  it.each([
    [{ offerAmount: 0 }, 'offerAmount'],
    [{ offerAmount: 12.5 }, 'offerAmount'],
    [{ offerAmount: 'abc' }, 'offerAmount'],
    [{ offerAmount: 1_000_000_001 }, 'offerAmount'],
    [{ offerAmount: undefined }, 'offerAmount'],
    [{ coinId: 'x' }, 'coinId'],
    [{ message: 'x'.repeat(501) }, 'message'],
  ])('answers 400 for %j naming %s', async (override, field) => {
    const seller = await signUp(t, { tier: 'premium' });
    const buyer = await signUp(t, { tier: 'premium' });
    const coin = await liveListing(t, seller, admin);
    const conversationId = await conversationAbout(coin.id, buyer);
    const res = await offer(conversationId, buyer, { coinId: coin.id, offerAmount: 100, ...override }).expect(400);
    expect(res.body.message).toContain(field);
  });

  it("refuses offers on another seller's or a sold listing, and bad decisions", async () => {
    const seller = await signUp(t, { tier: 'premium' });
    const stranger = await signUp(t, { tier: 'premium' });
    const buyer = await signUp(t, { tier: 'premium' });
    const coin = await liveListing(t, seller, admin);
    const notHis = await liveListing(t, stranger, admin);
    const conversationId = await conversationAbout(coin.id, buyer);
    expect((await offer(conversationId, buyer, { coinId: notHis.id, offerAmount: 100 }).expect(400)).body.message).toMatch(/^coinId/);
    await offer(conversationId, seller, { coinId: coin.id, offerAmount: 100 }).expect(403);
    const made = await offer(conversationId, buyer, { coinId: coin.id, offerAmount: 100 }).expect(201);
    expect((await decide(made.body.id, seller, 'maybe').expect(400)).body.message).toBe('status must be accepted, rejected, countered or withdrawn');
    await request(t.http).patch('/api/offers/99999999').set('Cookie', seller.cookie).send({ status: 'accepted' }).expect(404);
    await request(t.http).patch(`/api/coins/${coin.id}/sold`).set('Cookie', seller.cookie).expect(200);
    expect((await offer(conversationId, buyer, { coinId: coin.id, offerAmount: 100 }).expect(409)).body.message).toMatch(/sold/);
  });

  it('rejects the pending offers of a listing when it is sold or deleted', async () => {
    const seller = await signUp(t, { tier: 'premium' });
    const buyer = await signUp(t, { tier: 'premium' });
    const sold = await liveListing(t, seller, admin);
    const removed = await liveListing(t, seller, admin);
    const conversationId = await conversationAbout(sold.id, buyer);
    const onSold = (await offer(conversationId, buyer, { coinId: sold.id, offerAmount: 100 }).expect(201)).body;
    const onRemoved = (await offer(conversationId, buyer, { coinId: removed.id, offerAmount: 100 }).expect(201)).body;
    await request(t.http).patch(`/api/coins/${sold.id}/sold`).set('Cookie', seller.cookie).expect(200);
    await request(t.http).delete(`/api/coins/${removed.id}`).set('Cookie', seller.cookie).expect(200);
    let offers: { id: number; status: string }[] = [];
    for (let i = 0; i < 50; i++) {
      offers = (await request(t.http).get(`/api/conversations/${conversationId}/offers`).set('Cookie', buyer.cookie).expect(200)).body;
      if (offers.every((o) => o.status === 'rejected')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(offers.find((o) => o.id === onSold.id)?.status).toBe('rejected');
    expect(offers.find((o) => o.id === onRemoved.id)?.status).toBe('rejected');
  });

  describe('offers racing the sale of their listing', () => {
    const offerStatuses = async (coinId: number): Promise<{ id: number; status: string }[]> =>
      t.app.get(MikroORM).em.getConnection().execute('SELECT "id", "status" FROM "offers" WHERE "coin_id" = ?', [coinId]);

    it('leaves no pending offer on the sold coin and refuses to accept any, with 20 offers racing the sale (3 rounds)', async () => {
      const seller = await signUp(t, { tier: 'premium' });
      const buyers: Person[] = [];
      for (let i = 0; i < 20; i++) buyers.push(await signUp(t, { tier: 'premium' }));
      for (let round = 0; round < 3; round++) {
        const coin = await liveListing(t, seller, admin, { title: `Contested coin ${round}` });
        const conversations = await Promise.all(buyers.map((buyer) => conversationAbout(coin.id, buyer)));
        // Each round lets the offers start a little earlier, so the sale lands before, among and after their commits.
        const sell = () => request(t.http).patch(`/api/coins/${coin.id}/sold`).set('Cookie', seller.cookie);
        const [sold, ...offers] = await Promise.all([
          round === 0 ? sell() : new Promise((r) => setTimeout(r, round * 30)).then(sell),
          ...buyers.map((buyer, i) => offer(conversations[i], buyer, { coinId: coin.id, offerAmount: 100 + i })),
        ]);
        expect(sold.status).toBe(200);
        for (const made of offers) {
          expect([201, 409]).toContain(made.status);
          if (made.status === 409) expect(made.body.message).toBe('This coin is already sold');
        }
        // The offers made before the sale are withdrawn by the sale's durable consumer, a little after the sale commits.
        let statuses = await offerStatuses(coin.id);
        for (let i = 0; i < 300 && statuses.some((o) => o.status === 'pending'); i++) {
          await new Promise((r) => setTimeout(r, 50));
          statuses = await offerStatuses(coin.id);
        }
        expect(statuses.filter((o) => o.status === 'pending')).toEqual([]);
        const accepted = await Promise.all(offers.filter((made) => made.status === 201).map((made) => decide(made.body.id, seller, 'accepted')));
        for (const res of accepted) expect({ status: res.status, message: res.body.message }).toEqual({ status: 409, message: 'This coin is already sold' });
      }
    }, 90_000);

    it('refuses to accept an offer whose coin is sold or deleted while the withdrawal has not run, and withdraws it once the consumers run again', async () => {
      const seller = await signUp(t, { tier: 'premium' });
      const buyer = await signUp(t, { tier: 'premium' });
      const soldCoin = await liveListing(t, seller, admin);
      const deletedCoin = await liveListing(t, seller, admin);
      const conversationId = await conversationAbout(soldCoin.id, buyer);
      const onSold = (await offer(conversationId, buyer, { coinId: soldCoin.id, offerAmount: 100 }).expect(201)).body;
      const onDeleted = (await offer(conversationId, buyer, { coinId: deletedCoin.id, offerAmount: 100 }).expect(201)).body;
      // The sale and the deletion commit while no consumer runs (as when the worker is down).
      const runner = t.app.get(ConsumerRunner);
      await runner.onModuleDestroy();
      try {
        await request(t.http).patch(`/api/coins/${soldCoin.id}/sold`).set('Cookie', seller.cookie).expect(200);
        await request(t.http).delete(`/api/coins/${deletedCoin.id}`).set('Cookie', seller.cookie).expect(200);
        expect((await offerStatuses(soldCoin.id)).map((o) => o.status)).toEqual(['pending']);

        expect((await decide(onSold.id, seller, 'accepted').expect(409)).body.message).toBe('This coin is already sold');
        expect((await decide(onDeleted.id, seller, 'accepted').expect(409)).body.message).toBe('This coin is no longer listed');
        // Declining stays possible.
        expect((await decide(onSold.id, seller, 'rejected').expect(200)).body.status).toBe('rejected');
      } finally {
        await runner.onApplicationBootstrap();
      }
      // The deletion is still in the store: the consumer withdraws the offer it left pending; the declined one keeps the seller's decision.
      await eventually(async () => (await offerStatuses(deletedCoin.id))[0].status === 'rejected', 10_000, 'the offer on the deleted coin withdrawn');
      const rejections = async (offerId: number) => (await t.app.get(EventStore).readStream(`offer-${offerId}`)).filter((e) => e.type === 'OfferRejected').map((e) => e.data);
      expect(await rejections(onDeleted.id)).toEqual([{ by: null, cause: 'listing-removed' }]);
      expect(await rejections(onSold.id)).toEqual([{ by: seller.id, cause: 'seller' }]);
    });
  });

  it('leaves exactly one decision per offer when 100 decisions race over 50 offers, and the read model equals a replay', async () => {
    const seller = await signUp(t, { tier: 'premium' });
    const buyer = await signUp(t, { tier: 'premium' });
    const coins = [];
    for (let i = 0; i < 50; i++) coins.push(await liveListing(t, seller, admin, { title: `Race coin ${i}` }));
    const conversationId = await conversationAbout(coins[0].id, buyer);
    const offers = [];
    for (const coin of coins) offers.push((await offer(conversationId, buyer, { coinId: coin.id, offerAmount: 100 }).expect(201)).body);

    const results = await Promise.all(offers.flatMap((o) => [decide(o.id, seller, 'accepted'), decide(o.id, seller, 'rejected')]));
    for (let i = 0; i < offers.length; i++) {
      expect([results[2 * i].status, results[2 * i + 1].status].sort()).toEqual([200, 409]);
    }

    const store = t.app.get(EventStore);
    const rows: { id: number; status: string; version: number }[] = await t.app
      .get(MikroORM)
      .em.getConnection()
      .execute(`SELECT "id", "status", "version" FROM "offers" WHERE "id" IN (${offers.map(() => '?').join(', ')})`, offers.map((o) => o.id));
    expect(rows).toHaveLength(50);
    for (const row of rows) {
      const events = (await store.readStream(`offer-${row.id}`)).map((e) => ({ type: e.type, data: e.data }) as OfferEvent);
      expect(events).toHaveLength(2);
      expect({ id: row.id, status: row.status, version: row.version }).toEqual({ id: row.id, status: foldEvents(offerDecider, events)!.status, version: events.length });
    }
    // 50 listings, 50 offers and 100 decisions, each commit also read by the durable consumers (decisions/0068).
  }, 90_000);
});
