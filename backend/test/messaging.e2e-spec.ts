import request from 'supertest';
import { io, Socket } from 'socket.io-client';
import { MikroORM } from '@mikro-orm/postgresql';
import { CountConversationsWhenStartedConsumer } from '../src/contexts/catalog/application/consumers/count-conversations-when-started.consumer';
import { SEND_RATE } from '../src/contexts/messaging/domain/send-rate';
import { EventStore } from '../src/platform/event-store/event-store';
import { eventually } from './support/platform-processes';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing, postListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';

describe('Messaging over HTTP and Socket.IO', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: Person;
  let seller: Person;
  let buyer: Person;
  let outsider: Person;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await createTestApp({ listen: true });
    b = await createTestApp({ listen: true, redisPrefix: a.config.redisPrefix });
    admin = await signUpAdmin(a);
    seller = await signUp(a, { tier: 'premium', name: 'Rahul Verma' });
    buyer = await signUp(a, { name: 'Priya Sharma' });
    outsider = await signUp(a);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([a.close(), b.close()]);
  });

  const start = (coinId: number, who: Person) => request(a.http).post(`/api/coins/${coinId}/conversation`).set('Cookie', who.cookie);
  const send = (conversationId: number, who: Person, content: string, app = a) =>
    request(app.http).post(`/api/conversations/${conversationId}/messages`).set('Cookie', who.cookie).send({ content });
  const unread = async (who: Person) => (await request(a.http).get('/api/messages/unread-count').set('Cookie', who.cookie).expect(200)).body.unreadCount;

  it('starts one conversation per buyer and listing, not on your own or a hidden listing', async () => {
    const coin = await liveListing(a, seller, admin);
    const first = await start(coin.id, buyer).expect(201);
    expect(first.body).toMatchObject({ buyerId: buyer.id, sellerId: seller.id, coinId: coin.id, buyer: { name: 'Priya Sharma' }, seller: { name: 'Rahul Verma' }, coin: { id: coin.id, title: coin.title, isRemoved: false }, lastMessage: null, unreadCount: 0 });
    const again = await start(coin.id, buyer).expect(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await start(coin.id, seller).expect(400)).body.message).toMatch(/your own listing/);
    const pending = await postListing(a, seller).expect(201);
    await start(pending.body.id, buyer).expect(404);
    await request(a.http).post(`/api/coins/${coin.id}/conversation`).expect(401);
    const popular = await request(a.http).get(`/api/coins?sortBy=popular&limit=100`).expect(200);
    expect(popular.body.find((c: { id: number }) => c.id === coin.id)).toBeDefined();
  });

  it('exchanges messages, lists conversations with the last one, and counts unread messages up and down', async () => {
    const coin = await liveListing(a, seller, admin);
    const conversation = (await start(coin.id, buyer).expect(201)).body;
    const before = await unread(seller);
    const sent = await send(conversation.id, buyer, '  Is the price negotiable?  ').expect(201);
    expect(sent.body).toMatchObject({ conversationId: conversation.id, senderId: buyer.id, receiverId: seller.id, coinId: coin.id, content: 'Is the price negotiable?', isRead: false });
    await send(conversation.id, buyer, 'And is it the 1835 Calcutta mint?').expect(201);
    expect(await unread(seller)).toBe(before + 2);

    const list = await request(a.http).get('/api/conversations').set('Cookie', seller.cookie).expect(200);
    const mine = list.body.find((c: { id: number }) => c.id === conversation.id);
    expect(mine).toMatchObject({ lastMessage: { content: 'And is it the 1835 Calcutta mint?', senderId: buyer.id }, unreadCount: 2, buyer: { name: 'Priya Sharma' } });
    expect(list.body[0].id).toBe(conversation.id);

    const messages = await request(a.http).get(`/api/conversations/${conversation.id}/messages`).set('Cookie', seller.cookie).expect(200);
    expect(messages.body.map((m: { content: string }) => m.content)).toEqual(['Is the price negotiable?', 'And is it the 1835 Calcutta mint?']);
    expect(await unread(seller)).toBe(before);
    await send(conversation.id, seller, 'Yes, Calcutta.').expect(201);
    expect(await unread(buyer)).toBeGreaterThanOrEqual(1);
  });

  it("writes its integration events to the conversation's outbox stream, without the text, and counts each conversation once towards popularity", async () => {
    const coin = await liveListing(a, seller, admin);
    const first = (await start(coin.id, buyer).expect(201)).body;
    const second = (await start(coin.id, outsider).expect(201)).body;
    await start(coin.id, buyer).expect(200);
    await send(first.id, buyer, 'A private question about the price').expect(201);
    await request(a.http).get(`/api/conversations/${first.id}/messages`).set('Cookie', seller.cookie).expect(200);
    await request(a.http).get(`/api/conversations/${first.id}/messages`).set('Cookie', seller.cookie).expect(200);

    const stream = async (id: number) => (await a.app.get(EventStore).readStream(`conversation-${id}`)).map((e) => ({ type: e.type, data: e.data }));
    const events = await stream(first.id);
    expect(events).toEqual([
      { type: 'ConversationStarted', data: { conversationId: first.id, coinId: coin.id, buyerId: buyer.id, sellerId: seller.id } },
      { type: 'MessageSent', data: { conversationId: first.id, messageId: expect.any(Number), coinId: coin.id, senderId: buyer.id, receiverId: seller.id } },
      { type: 'MessagesRead', data: { conversationId: first.id, readerId: seller.id, count: 1, lastMessageId: events[1].data.messageId } },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/private question/);
    expect((await stream(second.id)).map((e) => e.type)).toEqual(['ConversationStarted']);

    const conversationCount = async () => (await a.app.get(MikroORM).em.getConnection().execute<{ conversation_count: number }[]>('SELECT "conversation_count" FROM "coins" WHERE "id" = ?', [coin.id]))[0].conversation_count;
    await eventually(async () => (await conversationCount()) === 2, 10_000, 'two conversations counted');
    // Delivered again (at least once): still two.
    const [started] = (await a.app.get(EventStore).readStream(`conversation-${first.id}`)).filter((e) => e.type === 'ConversationStarted');
    await a.app.get(CountConversationsWhenStartedConsumer).handle(started);
    expect(await conversationCount()).toBe(2);
  });

  it('answers 404 to everyone but the two parties, everywhere', async () => {
    const coin = await liveListing(a, seller, admin);
    const conversation = (await start(coin.id, buyer).expect(201)).body;
    await request(a.http).get(`/api/conversations/${conversation.id}/messages`).set('Cookie', outsider.cookie).expect(404);
    await send(conversation.id, outsider, 'hello').expect(404);
    await request(a.http).get(`/api/conversations/${conversation.id}/offers`).set('Cookie', outsider.cookie).expect(404);
    await request(a.http).post(`/api/conversations/${conversation.id}/offers`).set('Cookie', outsider.cookie).send({ coinId: coin.id, offerAmount: 10 }).expect(404);
    await request(a.http).get(`/api/conversations/${conversation.id}/messages`).set('Cookie', admin.cookie).expect(404);
    const theirs = await request(a.http).get('/api/conversations').set('Cookie', outsider.cookie).expect(200);
    expect(theirs.body.map((c: { id: number }) => c.id)).not.toContain(conversation.id);
    await request(a.http).get('/api/conversations/99999999/messages').set('Cookie', buyer.cookie).expect(404);
    await request(a.http).get('/api/conversations/abc/messages').set('Cookie', buyer.cookie).expect(400);
  });

  it('checks message content and rate', async () => {
    const coin = await liveListing(a, seller, admin);
    const conversation = (await start(coin.id, buyer).expect(201)).body;
    expect((await send(conversation.id, buyer, '   ').expect(400)).body.message).toBe('content cannot be empty');
    expect((await send(conversation.id, buyer, 'x'.repeat(2001)).expect(400)).body.message).toMatch(/^content must be at most 2000/);
    await request(a.http).post(`/api/conversations/${conversation.id}/messages`).set('Cookie', buyer.cookie).send({}).expect(400);
    const chatty = await signUp(a);
    const chat = (await start(coin.id, chatty).expect(201)).body;
    const results = [];
    for (let i = 0; i <= SEND_RATE.messages; i++) results.push((await send(chat.id, chatty, `message ${i}`)).status);
    expect(results.slice(0, SEND_RATE.messages).every((s) => s === 201)).toBe(true);
    const limited = await send(chat.id, chatty, 'one too many').expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps a conversation working after its listing is sold or deleted, showing the listing as removed', async () => {
    const coin = await liveListing(a, seller, admin);
    const conversation = (await start(coin.id, buyer).expect(201)).body;
    await request(a.http).delete(`/api/coins/${coin.id}`).set('Cookie', seller.cookie).expect(200);
    await send(conversation.id, buyer, 'Did it sell elsewhere?').expect(201);
    const list = await request(a.http).get('/api/conversations').set('Cookie', buyer.cookie).expect(200);
    expect(list.body.find((c: { id: number }) => c.id === conversation.id).coin).toMatchObject({ id: coin.id, isRemoved: true });
  });

  it('pushes a message sent through API process A to the receiver connected to process B within a second', async () => {
    const coin = await liveListing(a, seller, admin);
    const conversation = (await start(coin.id, buyer).expect(201)).body;
    const socket = io(b.url!, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { Cookie: seller.cookie } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const pushed = new Promise<{ conversationId: number; message: { content: string } }>((resolve) => socket.on('message:new', resolve));
    const count = new Promise<{ unreadCount: number }>((resolve) => socket.on('unread:count', resolve));
    const sentAt = Date.now();
    await send(conversation.id, buyer, 'Live over two processes', a).expect(201);
    const received = await pushed;
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(received).toMatchObject({ conversationId: conversation.id, message: { content: 'Live over two processes' } });
    expect((await count).unreadCount).toBeGreaterThanOrEqual(1);
  });

  it("pushes to both parties' sockets, from the durable consumers: offer:new, offer:updated (the seller's decision and a withdrawal by a sale), message:new and unread:count", async () => {
    const premiumBuyer = await signUp(a, { tier: 'premium', name: 'Kavya Menon' });
    const premiumSeller = await signUp(a, { tier: 'premium', name: 'Meera Pillai' });
    const coin = await liveListing(a, premiumSeller, admin);
    const other = await liveListing(a, premiumSeller, admin);
    const conversation = (await start(coin.id, premiumBuyer).expect(201)).body;
    const connect = async (who: Person, app: TestApp) => {
      const socket = io(app.url!, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { Cookie: who.cookie } });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const seen: { event: string; payload: Record<string, unknown> }[] = [];
      // Other pushes (notifications) are not this test's.
      const ours = new Set(['offer:new', 'offer:updated', 'message:new', 'unread:count']);
      socket.onAny((event: string, payload: Record<string, unknown>) => ours.has(event) && seen.push({ event, payload }));
      return seen;
    };
    const [sellerSeen, buyerSeen] = await Promise.all([connect(premiumSeller, b), connect(premiumBuyer, a)]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const offers = (conversationId: number) => request(a.http).post(`/api/conversations/${conversationId}/offers`).set('Cookie', premiumBuyer.cookie);
    const declined = (await offers(conversation.id).send({ coinId: coin.id, offerAmount: 300 }).expect(201)).body;
    const withdrawn = (await offers(conversation.id).send({ coinId: other.id, offerAmount: 400 }).expect(201)).body;
    await request(a.http).patch(`/api/offers/${declined.id}`).set('Cookie', premiumSeller.cookie).send({ status: 'rejected' }).expect(200);
    await request(a.http).patch(`/api/coins/${other.id}/sold`).set('Cookie', premiumSeller.cookie).expect(200);
    await send(conversation.id, premiumBuyer, 'Any chance of a discount?').expect(201);
    await request(a.http).get(`/api/conversations/${conversation.id}/messages`).set('Cookie', premiumSeller.cookie).expect(200);

    const offerPush = (event: string, id: number, status: string) => ({
      event,
      payload: { conversationId: conversation.id, offer: expect.objectContaining({ id, status, conversationId: conversation.id, buyer: { id: premiumBuyer.id, name: 'Kavya Menon' } }) },
    });
    // Each consumer pushes in commit order; the offers' and the messages' consumers run side by side.
    const offerPushes = [
      offerPush('offer:new', declined.id, expect.any(String)),
      offerPush('offer:new', withdrawn.id, expect.any(String)),
      offerPush('offer:updated', declined.id, 'rejected'),
      offerPush('offer:updated', withdrawn.id, 'rejected'),
    ];
    const messagePushes = [{ event: 'message:new', payload: { conversationId: conversation.id, message: expect.objectContaining({ content: 'Any chance of a discount?', senderId: premiumBuyer.id }) } }];
    const ofOffers = (seen: { event: string }[]) => seen.filter((pushed) => pushed.event.startsWith('offer:'));
    const ofMessages = (seen: { event: string }[]) => seen.filter((pushed) => pushed.event === 'message:new');
    await eventually(async () => sellerSeen.some((seen) => seen.event === 'unread:count' && seen.payload.unreadCount === 0), 10_000, "the seller's unread count after reading");
    await eventually(async () => ofOffers(buyerSeen).length >= offerPushes.length && ofOffers(sellerSeen).length >= offerPushes.length, 10_000, 'the offers pushed');
    for (const seen of [sellerSeen, buyerSeen]) {
      expect(ofOffers(seen)).toEqual(offerPushes);
      expect(ofMessages(seen)).toEqual(messagePushes);
    }
    // The receiver's count goes up with the message and back to 0 when read; the sender's never moves.
    expect(sellerSeen.filter((seen) => seen.event === 'unread:count').map((seen) => seen.payload)).toEqual([{ unreadCount: expect.any(Number) }, { unreadCount: 0 }]);
    expect(buyerSeen.filter((seen) => seen.event === 'unread:count')).toEqual([]);
  });
});
