import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotifyMessageReceiverConsumer } from '../src/contexts/notifications/application/consumers/notify-message-receiver.consumer';
import { NotifyOfferPartiesConsumer } from '../src/contexts/notifications/application/consumers/notify-offer-parties.consumer';
import { NotifySellerOfReviewConsumer } from '../src/contexts/notifications/application/consumers/notify-seller-of-review.consumer';
import { NotifySubscriberConsumer } from '../src/contexts/notifications/application/consumers/notify-subscriber.consumer';
import { ExpireSubscriptionsCommand } from '../src/contexts/subscriptions/application/commands/expire-subscriptions.command';
import { GrantSubscriptionCommand } from '../src/contexts/subscriptions/application/commands/grant-subscription.command';
import { WarnExpiringSubscriptionsCommand } from '../src/contexts/subscriptions/application/commands/warn-expiring-subscriptions.command';
import type { DurableConsumer } from '../src/platform/event-store/durable-consumer';
import { EventStore, StoredEvent } from '../src/platform/event-store/event-store';
import { ConsumerRunner } from '../src/platform/event-store/consumer-runner';
import { DurableConsumers } from '../src/platform/event-store/durable-consumers';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing, postListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';
import { eventually } from './support/subscriptions-flow';

interface Item {
  id: number;
  type: string;
  params: Record<string, unknown>;
  link: string;
  readAt: string | null;
}

/**
 * Issue 12 §2: the durable consumers that turn offers, reviews, messages and subscriptions into
 * notifications, run by the consumer runner of the app's worker role; each handles a repeated
 * delivery of a stored event without notifying twice.
 */
describe('Notifications made from other contexts\' events', () => {
  let t: TestApp;
  let admin: Person;
  let seller: Person;
  let buyer: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    seller = await signUp(t, { tier: 'premium', name: 'Ananya Iyer' });
    buyer = await signUp(t, { tier: 'premium', name: 'Vikram Rathore' });
    // The notifications' consumers begin at the end of the event store when first run: wait until they run.
    const ours = (names: string[]) => names.filter((name) => name.startsWith('notifications.'));
    const registered = ours(t.app.get(DurableConsumers).all().map((consumer) => consumer.name));
    expect(registered.length).toBeGreaterThanOrEqual(7);
    await eventually(async () => ours(t.app.get(ConsumerRunner).running()).length === registered.length, 15_000);
  });
  afterAll(() => t.close());

  const itemsOf = async (who: Person): Promise<Item[]> => (await request(t.http).get('/api/notifications?limit=50').set('Cookie', who.cookie).expect(200)).body;
  /** Waits until `who` has a notification that `match` accepts, and answers it. */
  async function arrived(who: Person, match: (item: Item) => boolean): Promise<Item> {
    let found: Item | undefined;
    await eventually(async () => Boolean((found = (await itemsOf(who)).find(match))), 15_000);
    return found!;
  }
  const stream = (id: string) => t.app.get(EventStore).readStream(id);
  /** Delivers the stored event to the consumer again (as after a crash before its checkpoint): nothing new may appear. */
  async function redeliver(consumer: DurableConsumer, event: StoredEvent, who: Person): Promise<void> {
    const before = await itemsOf(who);
    await consumer.handle(event);
    expect(await itemsOf(who)).toEqual(before);
  }

  it('tells the seller a listing was approved, and why one was rejected (the catalogue code and note)', async () => {
    const approved = await liveListing(t, seller, admin, { title: 'Akbar silver rupee' });
    const approval = await arrived(seller, (n) => n.type === 'listing-approved' && n.params.coinId === approved.id);
    expect(approval).toMatchObject({ params: { coinId: approved.id, coinTitle: 'Akbar silver rupee' }, link: `/coin/${approved.id}`, readAt: null });

    const pending = (await postListing(t, seller, { title: 'Blurry paisa' }).expect(201)).body;
    await request(t.http).patch(`/api/admin/coins/${pending.id}/approve`).set('Cookie', admin.cookie).send({ approved: false, reasonCode: 'unclear-photos', note: 'Show the reverse too.' }).expect(200);
    const rejection = await arrived(seller, (n) => n.type === 'listing-rejected' && n.params.coinId === pending.id);
    expect(rejection).toMatchObject({ params: { coinTitle: 'Blurry paisa', reasonCode: 'unclear-photos', note: 'Show the reverse too.', reason: null }, link: `/my-listings?highlight=${pending.id}` });

    const plain = (await postListing(t, seller, { title: 'Old anna' }).expect(201)).body;
    await request(t.http).patch(`/api/admin/coins/${plain.id}/approve`).set('Cookie', admin.cookie).send({ approved: false, reason: 'Not a coin from India' }).expect(200);
    expect(await arrived(seller, (n) => n.type === 'listing-rejected' && n.params.coinId === plain.id)).toMatchObject({ params: { reasonCode: null, note: null, reason: 'Not a coin from India' } });

    const decided = (await stream(`listing-${pending.id}`)).find((event) => event.type === 'ListingRejected')!;
    await redeliver(t.app.get(NotifySellerOfReviewConsumer), decided, seller);
  });

  it('tells the receiver of messages once per conversation, and reads it when they open the conversation', async () => {
    const coin = await liveListing(t, seller, admin, { title: 'Travancore cash' });
    const conversation = (await request(t.http).post(`/api/coins/${coin.id}/conversation`).set('Cookie', buyer.cookie).expect(201)).body;
    const send = (who: Person, content: string) => request(t.http).post(`/api/conversations/${conversation.id}/messages`).set('Cookie', who.cookie).send({ content }).expect(201);
    await send(buyer, 'Is it still available?');
    await send(buyer, 'I can collect in Pune.');
    const grouped = await arrived(seller, (n) => n.type === 'message-received' && n.params.conversationId === conversation.id && n.params.count === 2);
    expect(grouped).toMatchObject({ params: { coinId: coin.id, coinTitle: 'Travancore cash', senderName: 'Vikram Rathore' }, link: `/messages?conversation=${conversation.id}`, readAt: null });
    expect((await itemsOf(seller)).filter((n) => n.params.conversationId === conversation.id)).toHaveLength(1);
    expect(JSON.stringify(grouped)).not.toContain('Pune');

    await request(t.http).get(`/api/conversations/${conversation.id}/messages`).set('Cookie', seller.cookie).expect(200);
    await eventually(async () => (await itemsOf(seller)).find((n) => n.id === grouped.id)?.readAt !== null, 15_000);

    await send(seller, 'Yes, it is.');
    await arrived(buyer, (n) => n.type === 'message-received' && n.params.conversationId === conversation.id && n.params.senderName === 'Ananya Iyer');
    const sent = (await stream(`conversation-${conversation.id}`)).filter((event) => event.type === 'MessageSent');
    await redeliver(t.app.get(NotifyMessageReceiverConsumer), sent[1], seller);
  });

  it('tells the seller of an offer and the buyers of the answer: accepted, rejected by the seller, or declined because the coin was reserved', async () => {
    const [first, second] = [await signUp(t, { tier: 'premium', name: 'First Buyer' }), await signUp(t, { tier: 'premium', name: 'Second Buyer' })];
    const coin = await liveListing(t, seller, admin, { title: 'Mysore mohur', price: '90000' });
    const offer = async (who: Person, amount: number) => {
      const conversation = (await request(t.http).post(`/api/coins/${coin.id}/conversation`).set('Cookie', who.cookie).expect(201)).body;
      const made = (await request(t.http).post(`/api/conversations/${conversation.id}/offers`).set('Cookie', who.cookie).send({ coinId: coin.id, offerAmount: amount }).expect(201)).body;
      return { conversationId: conversation.id as number, offerId: made.id as number };
    };
    const accepted = await offer(first, 85000);
    const refused = await offer(second, 60000);
    const made = await arrived(seller, (n) => n.type === 'offer-made' && n.params.offerId === accepted.offerId);
    expect(made).toMatchObject({ params: { coinId: coin.id, coinTitle: 'Mysore mohur', amount: 85000, buyerName: 'First Buyer', conversationId: accepted.conversationId }, link: `/messages?conversation=${accepted.conversationId}` });

    await request(t.http).patch(`/api/offers/${refused.offerId}`).set('Cookie', seller.cookie).send({ status: 'rejected' }).expect(200);
    expect(await arrived(second, (n) => n.type === 'offer-rejected')).toMatchObject({ params: { offerId: refused.offerId, amount: 60000, sellerName: 'Ananya Iyer', cause: 'seller' } });

    const third = await signUp(t, { tier: 'premium', name: 'Third Buyer' });
    const waiting = await offer(third, 70000);
    await request(t.http).patch(`/api/offers/${accepted.offerId}`).set('Cookie', seller.cookie).send({ status: 'accepted' }).expect(200);
    expect(await arrived(first, (n) => n.type === 'offer-accepted')).toMatchObject({ params: { offerId: accepted.offerId, coinTitle: 'Mysore mohur', amount: 85000, sellerName: 'Ananya Iyer' }, link: `/messages?conversation=${accepted.conversationId}` });
    expect(await arrived(third, (n) => n.type === 'offer-rejected')).toMatchObject({ params: { offerId: waiting.offerId, cause: 'listing-reserved' } });

    const consumer = t.app.get(NotifyOfferPartiesConsumer);
    const [makeEvent, acceptEvent] = await stream(`offer-${accepted.offerId}`);
    await redeliver(consumer, makeEvent, seller);
    await redeliver(consumer, acceptEvent, first);
  });

  it('tells a subscriber their plan was activated, ends within three days (once, whatever sweeps race) and ended', async () => {
    const subscriber = await signUp(t, { name: 'Plan Holder' });
    const plan = await t.app.get(CommandBus).execute(new GrantSubscriptionCommand(subscriber.id, 'basic', 30));
    const activated = await arrived(subscriber, (n) => n.type === 'subscription-activated');
    expect(activated).toMatchObject({ params: { planId: 'basic', expiresAt: new Date(plan.expiresAt).toISOString() }, link: '/subscription' });

    const em = t.app.get(EntityManager);
    const short = await signUp(t, { name: 'Short Plan' });
    await t.app.get(CommandBus).execute(new GrantSubscriptionCommand(short.id, 'basic', 2));
    await em.getConnection().execute(`UPDATE "subscriptions" SET "starts_at" = now() - interval '28 days', "expires_at" = now() + interval '2 days' WHERE "user_id" = ? AND "status" = 'active'`, [subscriber.id]);
    const now = new Date();
    await Promise.all([1, 2, 3].map(() => t.app.get(CommandBus).execute(new WarnExpiringSubscriptionsCommand(now))));
    await t.app.get(CommandBus).execute(new WarnExpiringSubscriptionsCommand(new Date()));
    const expiring = await arrived(subscriber, (n) => n.type === 'subscription-expiring');
    expect(expiring.params).toMatchObject({ planId: 'basic' });
    const [warned]: { count: number }[] = await em.getConnection().execute(`SELECT count(*)::int AS "count" FROM "events" WHERE "type" = 'SubscriptionExpiringSoon' AND "data"->>'userId' = ?`, [String(subscriber.id)]);
    expect(warned.count).toBe(1);
    const [unwarned]: { count: number }[] = await em.getConnection().execute(`SELECT count(*)::int AS "count" FROM "events" WHERE "type" = 'SubscriptionExpiringSoon' AND "data"->>'userId' = ?`, [String(short.id)]);
    expect(unwarned.count).toBe(0);

    await em.getConnection().execute(`UPDATE "subscriptions" SET "expires_at" = now() - interval '1 second' WHERE "user_id" = ? AND "status" = 'active'`, [subscriber.id]);
    await t.app.get(CommandBus).execute(new ExpireSubscriptionsCommand(new Date()));
    expect(await arrived(subscriber, (n) => n.type === 'subscription-expired')).toMatchObject({ params: { planId: 'basic' }, link: '/subscription' });
    expect((await itemsOf(subscriber)).map((n) => n.type)).toEqual(['subscription-expired', 'subscription-expiring', 'subscription-activated']);

    const [activation]: { stream_id: string }[] = await em.getConnection().execute(`SELECT "stream_id" FROM "events" WHERE "type" = 'SubscriptionActivated' AND "data"->>'userId' = ?`, [String(subscriber.id)]);
    const events = await stream(activation.stream_id);
    expect(events.map((event) => event.type)).toEqual(['SubscriptionActivated', 'SubscriptionExpiringSoon', 'SubscriptionExpired']);
    await redeliver(t.app.get(NotifySubscriberConsumer), events[1], subscriber);
  });
});
