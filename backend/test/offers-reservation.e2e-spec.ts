import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { QueryBus } from '@nestjs/cqrs';
import { ListingEvent, listingLifecycle } from '../src/contexts/catalog/domain/listing-lifecycle';
import { ListingStreams } from '../src/contexts/catalog/infrastructure/listing-streams';
import { WithdrawOffersWhenAcceptedConsumer } from '../src/contexts/offers/application/consumers/withdraw-offers-when-accepted.consumer';
import { foldEvents } from '../src/platform/event-store/decider';
import { EventStore } from '../src/platform/event-store/event-store';
import { GetPrincipalQuery } from '../src/platform/kernel/get-principal.query';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';

const RESERVED = 'This coin is reserved: the seller has accepted an offer on it';

describe('An accepted offer reserves its coin (decisions/0042, 0043)', () => {
  let t: TestApp;
  let admin: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
  });
  afterAll(() => t.close());

  const conversationAbout = async (coinId: number, buyer: Person): Promise<number> =>
    (await request(t.http).post(`/api/coins/${coinId}/conversation`).set('Cookie', buyer.cookie).expect(201)).body.id;
  const offer = (conversationId: number, buyer: Person, coinId: number, offerAmount = 100) =>
    request(t.http).post(`/api/conversations/${conversationId}/offers`).set('Cookie', buyer.cookie).send({ coinId, offerAmount });
  const decide = (offerId: number, who: Person, status: string) => request(t.http).patch(`/api/offers/${offerId}`).set('Cookie', who.cookie).send({ status });
  const release = (coinId: number, who: Person) => request(t.http).post(`/api/coins/${coinId}/release`).set('Cookie', who.cookie);
  const coin = async (coinId: number) => (await request(t.http).get(`/api/coins/${coinId}`).expect(200)).body;
  const offerStatuses = async (coinId: number): Promise<{ id: number; status: string }[]> =>
    t.app.get(MikroORM).em.getConnection().execute('SELECT "id", "status" FROM "offers" WHERE "coin_id" = ? ORDER BY "id"', [coinId]);
  const listingEvents = async (coinId: number) => (await t.app.get(EventStore).readStream(`listing-${coinId}`)).map((e) => ({ type: e.type, data: e.data }) as ListingEvent);
  /** Durable consumers react after the commit: wait until `done` holds of the offers (or give up after 5 s). */
  async function settled(coinId: number, done: (offers: { id: number; status: string }[]) => boolean) {
    let offers = await offerStatuses(coinId);
    for (let i = 0; i < 100 && !done(offers); i++) {
      await new Promise((r) => setTimeout(r, 50));
      offers = await offerStatuses(coinId);
    }
    return offers;
  }

  async function sellerWithBuyers(count: number, title = '1835 William IV One Rupee') {
    const seller = await signUp(t, { tier: 'premium' });
    const listing = await liveListing(t, seller, admin, { title });
    const buyers: Person[] = [];
    for (let i = 0; i < count; i++) buyers.push(await signUp(t, { tier: 'premium' }));
    const conversations = await Promise.all(buyers.map((buyer) => conversationAbout(listing.id, buyer)));
    const offers = [];
    for (let i = 0; i < count; i++) offers.push((await offer(conversations[i], buyers[i], listing.id, 100 + i).expect(201)).body);
    return { seller, listing, buyers, conversations, offers };
  }

  it('reserves the coin, rejects its other pending offers, takes no new ones; the coin stays in browse marked reserved', async () => {
    const word = `Reservedword${Date.now()}`;
    const { seller, listing, buyers, conversations, offers } = await sellerWithBuyers(3, `${word} Victoria rupee 1862`);
    expect((await coin(listing.id)).isReserved).toBe(false);

    expect((await decide(offers[0].id, seller, 'accepted').expect(200)).body.status).toBe('accepted');
    expect(await coin(listing.id)).toMatchObject({ isReserved: true, isSold: false });
    const browse = await request(t.http).get('/api/coins').query({ search: word }).expect(200);
    expect(browse.body.find((c: { id: number }) => c.id === listing.id)).toMatchObject({ isReserved: true, isSold: false });

    const statuses = await settled(listing.id, (all) => all.every((o) => o.status !== 'pending'));
    expect(statuses.map((o) => o.status)).toEqual(['accepted', 'rejected', 'rejected']);
    const [, second] = (await t.app.get(EventStore).readStream(`offer-${offers[1].id}`)).map((e) => e.data);
    expect(second).toEqual({ by: null, cause: 'listing-reserved' });

    // Neither the accepted buyer nor anyone else can offer, and no other offer can be accepted.
    expect((await offer(conversations[0], buyers[0], listing.id, 500).expect(409)).body.message).toBe(RESERVED);
    expect((await offer(conversations[1], buyers[1], listing.id, 500).expect(409)).body.message).toBe(RESERVED);
    expect(await listingEvents(listing.id)).toContainEqual({ type: 'ListingReserved', data: { by: seller.id, offerId: offers[0].id } });
  });

  it('refuses to accept a second offer while reserved even when the rejection of the others never ran', async () => {
    const { seller, listing, offers } = await sellerWithBuyers(2);
    // The reservation is committed to the listing's stream but no OfferAccepted follows it (as when accepting was cut short), so no consumer rejects the others.
    const actor = (await t.app.get(QueryBus).execute(new GetPrincipalQuery(seller.id)))!;
    await t.app.get(ListingStreams).execute(listing.id, { kind: 'reserve', offerId: offers[0].id, actor });
    expect((await offerStatuses(listing.id)).map((o) => o.status)).toEqual(['pending', 'pending']);
    expect((await decide(offers[1].id, seller, 'accepted').expect(409)).body.message).toBe(RESERVED);
    expect((await decide(offers[1].id, seller, 'rejected').expect(200)).body.status).toBe('rejected');
  });

  it('accepts exactly one of 20 offers whose accepts race, reserves the coin once and rejects the rest', async () => {
    const { seller, listing, offers } = await sellerWithBuyers(20);
    const results = await Promise.all(offers.map((o) => decide(o.id, seller, 'accepted')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const loser of results.filter((r) => r.status !== 200)) expect(loser.status).toBe(409);
    const winner = results.find((r) => r.status === 200)!.body.id;

    const reservations = (await listingEvents(listing.id)).filter((e) => e.type === 'ListingReserved');
    expect(reservations).toEqual([{ type: 'ListingReserved', data: { by: seller.id, offerId: winner } }]);
    const statuses = await settled(listing.id, (all) => all.every((o) => o.status !== 'pending'));
    expect(statuses.filter((o) => o.status === 'accepted').map((o) => o.id)).toEqual([winner]);
    expect(statuses.filter((o) => o.status === 'rejected')).toHaveLength(19);
    expect(foldEvents(listingLifecycle, await listingEvents(listing.id))).toMatchObject({ reservedFor: winner, isSold: false });
  });

  it('lets the seller release the reservation: the coin reopens and the accepted offer becomes released', async () => {
    const { seller, listing, buyers, conversations, offers } = await sellerWithBuyers(2);
    await decide(offers[0].id, seller, 'accepted').expect(200);

    await release(listing.id, buyers[1]).expect(403);
    await release(999999999, seller).expect(404);
    await request(t.http).post(`/api/coins/${listing.id}/release`).expect(401);
    await request(t.http).post('/api/coins/abc/release').set('Cookie', seller.cookie).expect(400);
    const reopened = await release(listing.id, seller).expect(200);
    expect(reopened.body).toMatchObject({ id: listing.id, isReserved: false, isSold: false });
    expect((await release(listing.id, seller).expect(409)).body.message).toBe('This listing is not reserved');

    const statuses = await settled(listing.id, (all) => all[0].status === 'released');
    expect(statuses[0].status).toBe('released');
    expect(await listingEvents(listing.id)).toContainEqual({ type: 'ListingReservationReleased', data: { by: seller.id, offerId: offers[0].id } });
    const again = (await offer(conversations[1], buyers[1], listing.id, 700).expect(201)).body;
    expect((await decide(again.id, seller, 'accepted').expect(200)).body.status).toBe('accepted');
  });

  it('rejects the others once per acceptance, and an acceptance read again after the release leaves the new offers alone', async () => {
    const { seller, listing, buyers, conversations, offers } = await sellerWithBuyers(2);
    await decide(offers[0].id, seller, 'accepted').expect(200);
    await settled(listing.id, (all) => all[1].status === 'rejected');
    await release(listing.id, seller).expect(200);
    await settled(listing.id, (all) => all[0].status === 'released');
    const fresh = (await offer(conversations[1], buyers[1], listing.id, 900).expect(201)).body;

    // The consumer reads the acceptance again (at least once, or late after a worker was down).
    const [accepted] = (await t.app.get(EventStore).readStream(`offer-${offers[0].id}`)).filter((e) => e.type === 'OfferAccepted');
    await t.app.get(WithdrawOffersWhenAcceptedConsumer).handle(accepted);
    const statuses = await offerStatuses(listing.id);
    expect(statuses).toEqual([
      { id: offers[0].id, status: 'released' },
      { id: offers[1].id, status: 'rejected' },
      { id: fresh.id, status: 'pending' },
    ]);
    const rejected = (await t.app.get(EventStore).readStream(`offer-${offers[1].id}`)).filter((e) => e.type === 'OfferRejected');
    expect(rejected.map((e) => e.data)).toEqual([{ by: null, cause: 'listing-reserved' }]);
  });

  it('marks a reserved coin sold as any other; a sold coin has no reservation to release', async () => {
    const { seller, listing, offers } = await sellerWithBuyers(1);
    await decide(offers[0].id, seller, 'accepted').expect(200);
    const sold = await request(t.http).patch(`/api/coins/${listing.id}/sold`).set('Cookie', seller.cookie).expect(200);
    expect(sold.body).toMatchObject({ isSold: true, isReserved: false });
    expect((await release(listing.id, seller).expect(409)).body.message).toBe('This listing is already marked as sold');
    expect((await offerStatuses(listing.id)).map((o) => o.status)).toEqual(['accepted']);
  });

  it('counts the offers awaiting the seller, in all and per conversation', async () => {
    const { seller, buyers, conversations, offers } = await sellerWithBuyers(2);
    await request(t.http).get('/api/offers/awaiting').expect(401);
    const before = await request(t.http).get('/api/offers/awaiting').set('Cookie', seller.cookie).expect(200);
    expect(before.body).toEqual({
      awaitingCount: 2,
      conversations: [...conversations].sort((a, b) => a - b).map((conversationId) => ({ conversationId, awaitingCount: 1 })),
    });
    expect((await request(t.http).get('/api/offers/awaiting').set('Cookie', buyers[0].cookie).expect(200)).body).toEqual({ awaitingCount: 0, conversations: [] });
    await decide(offers[1].id, seller, 'rejected').expect(200);
    const after = await request(t.http).get('/api/offers/awaiting').set('Cookie', seller.cookie).expect(200);
    expect(after.body).toEqual({ awaitingCount: 1, conversations: [{ conversationId: conversations[0], awaitingCount: 1 }] });
    // Messages' unread count keeps counting messages only.
    expect((await request(t.http).get('/api/messages/unread-count').set('Cookie', seller.cookie).expect(200)).body).toEqual({ unreadCount: 0 });
  });
});
