import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { QueryBus } from '@nestjs/cqrs';
import { GetReputationsQuery } from '../src/contexts/reviews/application/queries/get-reputations.query';
import { waitForNotifications } from './support/notifications-of';
import { eventually } from './support/platform-processes';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';

/** Issue 14: "or a listing marked sold to a conversation's buyer" — a sale is a deal too (decisions/0086). */
describe('Ratings after a sale to a conversation’s buyer', () => {
  let t: TestApp;
  let admin: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
  });
  afterAll(() => t.close());

  const sql = <T>(text: string, params: unknown[] = []) => t.app.get(MikroORM).em.getConnection().execute<T[]>(text, params);
  const markSold = (coinId: number, who: Person, body?: Record<string, unknown>) => {
    const call = request(t.http).patch(`/api/coins/${coinId}/sold`).set('Cookie', who.cookie);
    return body === undefined ? call : call.send(body);
  };
  const review = (coinId: number, who: Person | null, body: Record<string, unknown>) => {
    const call = request(t.http).post(`/api/coins/${coinId}/review`);
    return (who ? call.set('Cookie', who.cookie) : call).send(body);
  };
  const ownReview = (coinId: number, who: Person) => request(t.http).get(`/api/coins/${coinId}/review`).set('Cookie', who.cookie);
  const saleRecorded = (coinId: number) =>
    eventually(async () => (await sql('SELECT 1 FROM "deals" WHERE "sold_listing_id" = ?', [coinId])).length > 0, 10_000, 'the sale recorded as a deal');

  /** A seller's live listing and two buyers who wrote about it. */
  async function listingWithTwoBuyers() {
    const seller = await signUp(t, { tier: 'premium', name: 'Rahul Verma' });
    // The buyer may make offers (premium), for the reserved case.
    const [buyer, other] = [await signUp(t, { tier: 'premium', name: 'Ananya Iyer' }), await signUp(t, { name: 'Kabir Shah' })];
    const listing = await liveListing(t, seller, admin, { title: 'Shah Jahan silver rupee' });
    const open = async (who: Person) => (await request(t.http).post(`/api/coins/${listing.id}/conversation`).set('Cookie', who.cookie).expect(201)).body.id as number;
    return { seller, buyer, other, listing, conversationId: await open(buyer), otherConversationId: await open(other) };
  }

  it('marks the coin sold to the buyer of one of its conversations; the two rate each other, nobody else can', async () => {
    const { seller, buyer, other, listing, conversationId } = await listingWithTwoBuyers();
    const sold = await markSold(listing.id, seller, { conversationId }).expect(200);
    expect(sold.body).toMatchObject({ id: listing.id, isSold: true });
    await saleRecorded(listing.id);

    expect((await ownReview(listing.id, buyer).expect(200)).body).toEqual({ review: null, counterpartId: seller.id });
    expect((await ownReview(listing.id, seller).expect(200)).body).toEqual({ review: null, counterpartId: buyer.id });
    expect((await ownReview(listing.id, other).expect(404)).body.message).toBe('This coin was not sold to you, nor by you to a buyer on Sikka');

    const told = await waitForNotifications(t, buyer, (items) => items.some((item) => item.type === 'sold-to-you'));
    expect(told.find((item) => item.type === 'sold-to-you')).toMatchObject({
      params: { coinId: listing.id, coinTitle: 'Shah Jahan silver rupee', sellerName: 'Rahul Verma' },
      link: `/messages?conversation=${conversationId}`,
    });

    const posted = await review(listing.id, buyer, { rating: 5, comment: 'Prompt, honest and well packed.' }).expect(201);
    expect(posted.body).toMatchObject({ offerId: null, rating: 5, revieweeRole: 'seller', reviewer: { id: buyer.id }, coin: { id: listing.id } });
    expect((await review(listing.id, buyer, { rating: 4 }).expect(409)).body.message).toBe('You have already rated this deal');
    expect((await review(listing.id, seller, { rating: 4 }).expect(201)).body).toMatchObject({ revieweeRole: 'buyer', reviewer: { id: seller.id } });
    await review(listing.id, other, { rating: 1 }).expect(404);
    await review(listing.id, null, { rating: 1 }).expect(401);
    expect((await review(listing.id, buyer, { rating: 6 }).expect(400)).body.message).toContain('rating');

    const [standing] = await t.app.get(QueryBus).execute(new GetReputationsQuery([seller.id]));
    expect(standing).toMatchObject({ averageRating: 5, reviewCount: 1, completedDeals: 1 });
    const page = (await request(t.http).get(`/api/sellers/${seller.id}/reviews`).expect(200)).body;
    expect(page.items).toEqual([expect.objectContaining({ offerId: null, rating: 5, coin: { id: listing.id, title: 'Shah Jahan silver rupee' } })]);
  });

  it('keeps one review of twenty racing posts by the same person', async () => {
    const { seller, buyer, listing, conversationId } = await listingWithTwoBuyers();
    await markSold(listing.id, seller, { conversationId }).expect(200);
    await saleRecorded(listing.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => review(listing.id, buyer, { rating: 5 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(await sql('SELECT 1 FROM "reviews" WHERE "reviewer_id" = ?', [buyer.id])).toHaveLength(1);
  });

  it('still marks sold with spec.md’s empty body, and then nobody has a deal to rate', async () => {
    const { seller, buyer, listing } = await listingWithTwoBuyers();
    await markSold(listing.id, seller).expect(200);
    await markSold(listing.id, seller).expect(409);
    await ownReview(listing.id, buyer).expect(404);
    await ownReview(listing.id, seller).expect(404);
  });

  it('answers 400 naming conversationId, 403 to anyone but the seller, 409 when an accepted offer holds the coin', async () => {
    const { seller, buyer, listing, conversationId } = await listingWithTwoBuyers();
    const elsewhere = await listingWithTwoBuyers();
    for (const body of [{ conversationId: 'seven' }, { conversationId: 0 }, { conversationId: 1.5 }, { conversationId: elsewhere.conversationId }, { conversationId: 2147483647 }]) {
      const answer = await markSold(listing.id, seller, body).expect(400);
      expect(answer.body.message).toMatch(/conversationId/);
    }
    await markSold(listing.id, buyer, { conversationId }).expect(403);
    await markSold(listing.id, admin, { conversationId }).expect(400);

    const offer = (
      await request(t.http).post(`/api/conversations/${conversationId}/offers`).set('Cookie', buyer.cookie).send({ coinId: listing.id, offerAmount: 3000 }).expect(201)
    ).body;
    await request(t.http).patch(`/api/offers/${offer.id}`).set('Cookie', seller.cookie).send({ status: 'accepted' }).expect(200);
    expect((await markSold(listing.id, seller, { conversationId }).expect(409)).body.message).toMatch(/reserved for an accepted offer/);
    await markSold(listing.id, seller).expect(200);
  });
});
