import request from 'supertest';
import { io, Socket } from 'socket.io-client';
import { SEND_RATE } from '../src/contexts/messaging/domain/send-rate';
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
});
