import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { QueryBus } from '@nestjs/cqrs';
import { GetReputationsQuery } from '../src/contexts/reviews/application/queries/get-reputations.query';
import { EventStore } from '../src/platform/event-store/event-store';
import { waitForNotifications } from './support/notifications-of';
import { eventually } from './support/platform-processes';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';

/** Issue 14: ratings after a deal (decisions/0081). */
describe('Ratings after a deal', () => {
  let t: TestApp;
  let admin: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
  });
  afterAll(() => t.close());

  const sql = <T>(text: string, params: unknown[] = []) => t.app.get(MikroORM).em.getConnection().execute<T[]>(text, params);
  const review = (offerId: number, who: Person | null, body: Record<string, unknown>) => {
    const call = request(t.http).post(`/api/offers/${offerId}/review`);
    return (who ? call.set('Cookie', who.cookie) : call).send(body);
  };
  const reviewsOf = (userId: number, query: Record<string, unknown> = {}) => request(t.http).get(`/api/sellers/${userId}/reviews`).query(query);

  /** A seller and a buyer whose offer the seller accepted; answers once Reviews knows of the deal. */
  async function deal(seller?: Person) {
    seller ??= await signUp(t, { tier: 'premium', name: 'Rahul Verma' });
    const buyer = await signUp(t, { tier: 'premium', name: 'Ananya Iyer' });
    const listing = await liveListing(t, seller, admin, {
      title: '1835 William IV One Rupee',
    });
    const conversation = (await request(t.http).post(`/api/coins/${listing.id}/conversation`).set('Cookie', buyer.cookie).expect(201)).body;
    const offer = (
      await request(t.http)
        .post(`/api/conversations/${conversation.id}/offers`)
        .set('Cookie', buyer.cookie)
        .send({ coinId: listing.id, offerAmount: 4000 })
        .expect(201)
    ).body;
    await request(t.http).patch(`/api/offers/${offer.id}`).set('Cookie', seller.cookie).send({ status: 'accepted' }).expect(200);
    await eventually(
      async () => (await sql<{ offer_id: number }>('SELECT "offer_id" FROM "deals" WHERE "offer_id" = ?', [offer.id])).length > 0,
      10_000,
      'the deal recorded',
    );
    return { seller, buyer, listing, offerId: offer.id as number };
  }

  it("lets each party rate the other once, shows the seller's reviews and average, and tells the person rated", async () => {
    const { seller, buyer, listing, offerId } = await deal();
    const posted = await review(offerId, buyer, {
      rating: 5,
      comment: '  Coin exactly as described, packed with care.  ',
    }).expect(201);
    expect(posted.body).toMatchObject({
      offerId,
      rating: 5,
      comment: 'Coin exactly as described, packed with care.',
      revieweeRole: 'seller',
      reviewer: { id: buyer.id, name: 'Ananya Iyer' },
      coin: { id: listing.id, title: '1835 William IV One Rupee' },
    });
    expect((await request(t.http).get(`/api/offers/${offerId}/review`).set('Cookie', buyer.cookie).expect(200)).body.review).toMatchObject({ id: posted.body.id, rating: 5 });
    expect((await request(t.http).get(`/api/offers/${offerId}/review`).set('Cookie', seller.cookie).expect(200)).body).toEqual({ review: null, counterpartId: buyer.id });
    expect((await review(offerId, buyer, { rating: 4 }).expect(409)).body.message).toBe('You have already rated this deal');
    expect((await review(offerId, seller, { rating: 4 }).expect(201)).body).toMatchObject({
      revieweeRole: 'buyer',
      comment: null,
      reviewer: { id: seller.id },
    });

    const page = (await reviewsOf(seller.id).expect(200)).body;
    expect(page).toMatchObject({
      total: 1,
      reviewCount: 1,
      averageRating: 5,
      items: [{ rating: 5, reviewer: { name: 'Ananya Iyer' } }],
    });
    expect((await reviewsOf(buyer.id).expect(200)).body).toMatchObject({
      total: 1,
      averageRating: 4,
      items: [{ revieweeRole: 'buyer' }],
    });
    const told = await waitForNotifications(t, seller, (items) => items.some((item) => item.type === 'review-received'));
    expect(told.find((item) => item.type === 'review-received')).toMatchObject({
      params: { rating: 5, reviewerName: 'Ananya Iyer', coinId: listing.id, coinTitle: '1835 William IV One Rupee', role: 'seller' },
      link: `/sellers/${seller.id}`,
    });
    const events = await t.app.get(EventStore).readStream(`review-${posted.body.id}`);
    expect(events.map((event) => event.type)).toEqual(['ReviewPosted']);
    expect(events[0].data).toMatchObject({
      offerId,
      reviewerId: buyer.id,
      revieweeId: seller.id,
      rating: 5,
    });
  });

  it('answers 401 signed out, 404 to anyone not in the deal or for an offer not accepted, 400 naming the field', async () => {
    const { seller, buyer, listing, offerId } = await deal();
    await review(offerId, null, { rating: 5 }).expect(401);
    const outsider = await signUp(t);
    expect((await review(offerId, outsider, { rating: 5 }).expect(404)).body.message).toBe('No accepted offer of yours with this id');
    await review(2_000_000_000, buyer, { rating: 5 }).expect(404);
    await request(t.http).get(`/api/offers/${offerId}/review`).expect(401);
    await request(t.http).get(`/api/offers/${offerId}/review`).set('Cookie', outsider.cookie).expect(404);

    // An offer still pending is no deal yet.
    const other = await signUp(t, { tier: 'premium' });
    const another = await liveListing(t, seller, admin);
    const conversation = (await request(t.http).post(`/api/coins/${another.id}/conversation`).set('Cookie', other.cookie).expect(201)).body;
    const pending = (
      await request(t.http).post(`/api/conversations/${conversation.id}/offers`).set('Cookie', other.cookie).send({ coinId: another.id, offerAmount: 900 }).expect(201)
    ).body;
    await review(pending.id, other, { rating: 5 }).expect(404);
    await review(pending.id, seller, { rating: 5 }).expect(404);
    for (const [body, field] of [
      [{ rating: 0 }, 'rating'],
      [{ rating: 4.5 }, 'rating'],
      [{ rating: '5' }, 'rating'],
      [{}, 'rating'],
      [{ rating: 5, comment: 'Too short' }, 'comment'],
      [{ rating: 5, comment: 'x'.repeat(1001) }, 'comment'],
      [{ rating: 5, comment: 42 }, 'comment'],
    ] as const) {
      const answer = await review(offerId, buyer, body).expect(400);
      expect(JSON.stringify(answer.body.message)).toContain(field);
    }
    await request(t.http).post('/api/offers/abc/review').set('Cookie', buyer.cookie).send({ rating: 5 }).expect(400);
    for (const query of [{ limit: 0 }, { limit: 51 }, { offset: -1 }, { limit: 'ten' }]) {
      const answer = await reviewsOf(seller.id, query).expect(400);
      expect(JSON.stringify(answer.body.message)).toMatch(/limit|offset/);
    }
  });

  it('keeps one review of twenty racing posts by the same person', async () => {
    const { buyer, offerId } = await deal();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => review(offerId, buyer, { rating: 1 + (i % 5) })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(await sql('SELECT 1 FROM "reviews" WHERE "offer_id" = ? AND "reviewer_id" = ?', [offerId, buyer.id])).toHaveLength(1);
  });

  it('closes rating 30 days after the deal', async () => {
    const { buyer, offerId } = await deal();
    await sql(`UPDATE "deals" SET "agreed_at" = now() - interval '31 days' WHERE "offer_id" = ?`, [offerId]);
    expect((await review(offerId, buyer, { rating: 5 }).expect(409)).body.message).toBe('A deal can be rated within 30 days of its acceptance');
  });

  it('calls a seller Verified with a verified phone, 3 completed deals, 4.5 stars and 30 days on Sikka', async () => {
    const first = await deal();
    const { seller } = first;
    const deals = [first, await deal(seller), await deal(seller)];
    for (const [i, { buyer, offerId }] of deals.entries()) await review(offerId, buyer, { rating: i === 0 ? 4 : 5 }).expect(201);
    const reputation = async () => (await t.app.get(QueryBus).execute(new GetReputationsQuery([seller.id])))[0];
    expect(await reputation()).toEqual({
      userId: seller.id,
      averageRating: 4.7,
      reviewCount: 3,
      completedDeals: 3,
      verifiedSeller: false,
    });

    await sql(`UPDATE "users" SET "phone_verified_at" = now() WHERE "id" = ?`, [seller.id]);
    expect((await reputation()).verifiedSeller).toBe(false);
    await sql(`UPDATE "users" SET "created_at" = now() - interval '31 days' WHERE "id" = ?`, [seller.id]);
    expect((await reputation()).verifiedSeller).toBe(true);

    // A released deal no longer counts as completed.
    await request(t.http).post(`/api/coins/${deals[2].listing.id}/release`).set('Cookie', seller.cookie).expect(200);
    await eventually(async () => (await reputation()).completedDeals === 2, 10_000, 'the release counted');
    expect((await reputation()).verifiedSeller).toBe(false);
  });
});
