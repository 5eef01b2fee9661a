import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { CommandBus } from '@nestjs/cqrs';
import { NOTIFICATION_TYPES, NotificationToSend, NotifyUsersCommand } from '../src/contexts/notifications/application/commands/notify-users.command';
import { ConsumerRunner } from '../src/platform/event-store/consumer-runner';
import { DurableConsumers } from '../src/platform/event-store/durable-consumers';
import { createTestApp, TestApp } from './support/test-app';
import { Person, signUp } from './support/people';
import { connectedSocket } from './support/sockets';
import { eventually } from './support/subscriptions-flow';

/** Issue 12 §2: the notification centre's API, grouping and idempotency by source, and its live pushes. */
describe('Notifications over HTTP and Socket.IO', () => {
  let t: TestApp;
  let ana: Person;
  let ben: Person;
  const sockets: Socket[] = [];
  let sequence = 0;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    ana = await signUp(t, { name: 'Ana Rao' });
    ben = await signUp(t, { name: 'Ben Das' });
    // The notifications' consumers begin at the end of the event store when first run: wait until they run.
    const ours = (names: string[]) => names.filter((name) => name.startsWith('notifications.'));
    const registered = ours(t.app.get(DurableConsumers).all().map((consumer) => consumer.name));
    await eventually(async () => ours(t.app.get(ConsumerRunner).running()).length === registered.length, 15_000);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  const notify = (sourceKey: string, notifications: NotificationToSend[]) => t.app.get(CommandBus).execute(new NotifyUsersCommand(sourceKey, notifications));
  const offerMade = (userId: number, amount: number): NotificationToSend => ({ userId, type: 'offer-made', params: { offerId: amount, coinId: 42, coinTitle: 'Mughal mohur', amount, buyerName: 'Ben Das', conversationId: 7 }, link: '/messages?conversation=7' });
  const message = (userId: number, conversationId: number, senderName: string): NotificationToSend => ({
    userId,
    type: 'message-received',
    params: { conversationId, coinId: 42, coinTitle: 'Mughal mohur', senderName },
    link: `/messages?conversation=${conversationId}`,
    groupKey: `conversation-${conversationId}`,
  });
  const source = () => `test:${++sequence}:${Date.now()}`;
  const list = (who: Person, query = '') => request(t.http).get(`/api/notifications${query}`).set('Cookie', who.cookie);
  const unread = async (who: Person) => (await request(t.http).get('/api/notifications/unread-count').set('Cookie', who.cookie).expect(200)).body.unreadCount as number;
  const read = (who: Person, body: unknown) => request(t.http).post('/api/notifications/read').set('Cookie', who.cookie).send(body as object);

  it('answers 401 to a visitor on every notification call, and serves the push key to anyone', async () => {
    const calls = [
      request(t.http).get('/api/notifications'),
      request(t.http).get('/api/notifications/unread-count'),
      request(t.http).post('/api/notifications/read').send({ all: true }),
      request(t.http).get('/api/notification-preferences'),
      request(t.http).put('/api/notification-preferences').send({ push: {} }),
      request(t.http).post('/api/push/subscriptions').send({}),
      request(t.http).delete('/api/push/subscriptions').send({ endpoint: 'https://push.example.com/x' }),
    ];
    for (const call of calls) expect((await call.expect(401)).body).toMatchObject({ statusCode: 401, message: 'Please sign in to continue' });
    const key = await request(t.http).get('/api/push/public-key').expect(200);
    expect(Buffer.from(key.body.publicKey, 'base64url')).toHaveLength(65);
  });

  it('lists newest first in pages of `limit` before an id, and refuses bad paging naming the field', async () => {
    const pager = await signUp(t);
    for (let i = 1; i <= 25; i++) await notify(source(), [offerMade(pager.id, i)]);
    const first = (await list(pager).expect(200)).body;
    expect(first).toHaveLength(20);
    expect(first[0]).toEqual({ id: expect.any(Number), type: 'offer-made', params: expect.objectContaining({ amount: 25, coinTitle: 'Mughal mohur' }), link: '/messages?conversation=7', createdAt: expect.any(String), readAt: null });
    expect(first.map((n: { params: { amount: number } }) => n.params.amount)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    const second = (await list(pager, `?before=${first[19].id}`).expect(200)).body;
    expect(second.map((n: { params: { amount: number } }) => n.params.amount)).toEqual([5, 4, 3, 2, 1]);
    expect((await list(pager, `?limit=3&before=${second[0].id}`).expect(200)).body.map((n: { params: { amount: number } }) => n.params.amount)).toEqual([4, 3, 2]);
    expect((await list(pager, '?limit=50').expect(200)).body).toHaveLength(25);
    expect((await list(pager, '?before=1').expect(200)).body).toEqual([]);
    for (const [query, field] of [['?limit=0', 'limit'], ['?limit=51', 'limit'], ['?limit=abc', 'limit'], ['?limit=1.5', 'limit'], ['?before=0', 'before'], ['?before=-3', 'before'], ['?before=x', 'before'], ['?before=2147483648', 'before'], ['?before=0x10', 'before']]) {
      const res = await list(pager, query).expect(400);
      expect([query, res.body.message]).toEqual([query, expect.stringContaining(field)]);
    }
  });

  it('stores a source once per user, however often it is sent', async () => {
    const key = source();
    expect(await notify(key, [offerMade(ana.id, 100), offerMade(ben.id, 100)])).toBe(2);
    expect(await notify(key, [offerMade(ana.id, 100), offerMade(ben.id, 100)])).toBe(0);
    await Promise.all([notify(key, [offerMade(ana.id, 100)]), notify(key, [offerMade(ana.id, 100)])]);
    const mine = (await list(ana).expect(200)).body.filter((n: { params: { amount: number } }) => n.params.amount === 100);
    expect(mine).toHaveLength(1);
  });

  it('keeps one unread notification per group: a new source replaces its params, counts sources and moves it to the top', async () => {
    const reader = await signUp(t);
    await notify(source(), [message(reader.id, 901, 'Ana Rao')]);
    const repeated = source();
    await notify(source(), [offerMade(reader.id, 7)]);
    await notify(repeated, [message(reader.id, 901, 'Ben Das')]);
    await notify(repeated, [message(reader.id, 901, 'Ben Das')]);
    let items = (await list(reader).expect(200)).body;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ type: 'message-received', params: { conversationId: 901, senderName: 'Ben Das', count: 2 }, readAt: null });
    expect(items[1]).toMatchObject({ type: 'offer-made' });
    expect(items[0].id).toBeGreaterThan(items[1].id);
    expect(await unread(reader)).toBe(2);

    await Promise.all([notify(source(), [message(reader.id, 901, 'Ana Rao')]), notify(source(), [message(reader.id, 901, 'Ana Rao')]), notify(source(), [message(reader.id, 902, 'Ana Rao')])]);
    items = (await list(reader).expect(200)).body;
    expect(items.filter((n: { params: { conversationId?: number } }) => n.params.conversationId === 901)).toEqual([expect.objectContaining({ params: expect.objectContaining({ count: 4 }) })]);
    expect(items.filter((n: { params: { conversationId?: number } }) => n.params.conversationId === 902)).toEqual([expect.objectContaining({ params: expect.objectContaining({ count: 1 }) })]);

    const group = items.find((n: { params: { conversationId?: number } }) => n.params.conversationId === 901);
    await read(reader, { ids: [group.id] }).expect(200);
    await notify(source(), [message(reader.id, 901, 'Ana Rao')]);
    items = (await list(reader).expect(200)).body.filter((n: { params: { conversationId?: number } }) => n.params.conversationId === 901);
    expect(items).toEqual([
      expect.objectContaining({ params: expect.objectContaining({ count: 1 }), readAt: null }),
      expect.objectContaining({ id: group.id, params: expect.objectContaining({ count: 4 }), readAt: expect.any(String) }),
    ]);
  });

  it('marks the listed or all notifications read, passes over ids that are not the caller\'s, and counts unread ones', async () => {
    const [one, two] = [await signUp(t), await signUp(t)];
    await notify(source(), [offerMade(one.id, 1), offerMade(two.id, 1)]);
    await notify(source(), [offerMade(one.id, 2)]);
    await notify(source(), [offerMade(one.id, 3)]);
    const mine = (await list(one).expect(200)).body;
    const theirs = (await list(two).expect(200)).body;
    expect(await unread(one)).toBe(3);

    const marked = await read(one, { ids: [mine[0].id, theirs[0].id, 2_000_000_000] }).expect(200);
    expect(marked.body).toEqual({ marked: 1, unreadCount: 2 });
    expect(await unread(two)).toBe(1);
    expect((await read(one, { ids: [mine[0].id] }).expect(200)).body).toEqual({ marked: 0, unreadCount: 2 });
    expect((await read(one, { all: true }).expect(200)).body).toEqual({ marked: 2, unreadCount: 0 });
    expect((await list(one).expect(200)).body.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
    expect(await unread(two)).toBe(1);

    for (const body of [{}, { ids: [1], all: true }, { ids: 'x' }, { ids: [0] }, { ids: [1.5] }, { ids: ['7'] }, { ids: [2147483648] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, { ids: null }]) {
      const res = await read(one, body);
      expect([body, res.status]).toEqual([body, 400]);
      expect([body, res.body.message]).toEqual([body, expect.stringContaining('ids')]);
    }
    for (const body of [{ all: false }, { all: 'yes' }, { all: 1 }]) expect((await read(one, body).expect(400)).body.message).toMatch(/^all must be true/);
  });

  it('keeps push on for every type by default, changes only the types named, and refuses bad preferences naming push', async () => {
    const chooser = await signUp(t);
    const preferences = (who: Person) => request(t.http).get('/api/notification-preferences').set('Cookie', who.cookie).expect(200);
    const initial = (await preferences(chooser)).body.push;
    expect(Object.keys(initial)).toEqual([...NOTIFICATION_TYPES]);
    expect(Object.values(initial).every((value) => value === true)).toBe(true);

    const changed = await request(t.http).put('/api/notification-preferences').set('Cookie', chooser.cookie).send({ push: { 'offer-made': false, 'saved-search-matches': false } }).expect(200);
    expect(changed.body.push).toEqual({ ...initial, 'offer-made': false, 'saved-search-matches': false });
    await request(t.http).put('/api/notification-preferences').set('Cookie', chooser.cookie).send({ push: { 'offer-made': true } }).expect(200);
    expect((await preferences(chooser)).body.push).toEqual({ ...initial, 'saved-search-matches': false });
    expect((await preferences(ana)).body.push).toEqual(initial);

    for (const body of [{}, { push: 'off' }, { push: [] }, { push: null }, { push: { 'offer-made': 'no' } }, { push: { 'not-a-type': true } }, { push: { 'offer-made': 1 } }]) {
      const res = await request(t.http).put('/api/notification-preferences').set('Cookie', chooser.cookie).send(body);
      expect([body, res.status]).toEqual([body, 400]);
      expect([body, res.body.message]).toEqual([body, expect.stringContaining('push')]);
    }
    expect((await preferences(chooser)).body.push).toEqual({ ...initial, 'saved-search-matches': false });
  });

  it('pushes notification:new and notification:count to the user\'s sockets, and the count again when they read', async () => {
    const listener = await signUp(t);
    const socket = await connectedSocket(t, listener, sockets);
    const received: { event: string; payload: Record<string, unknown> }[] = [];
    socket.onAny((event: string, payload: Record<string, unknown>) => received.push({ event, payload }));

    await notify(source(), [message(listener.id, 950, 'Ana Rao')]);
    await eventually(async () => received.some((r) => r.event === 'notification:count' && r.payload.unreadCount === 1), 10_000);
    const created = received.find((r) => r.event === 'notification:new')!.payload;
    expect(created).toMatchObject({ type: 'message-received', params: { count: 1, senderName: 'Ana Rao' }, link: '/messages?conversation=950', readAt: null });

    await notify(source(), [message(listener.id, 950, 'Ben Das')]);
    await eventually(async () => received.filter((r) => r.event === 'notification:new').length === 2, 10_000);
    const merged = received.filter((r) => r.event === 'notification:new')[1].payload;
    expect(merged).toMatchObject({ params: { count: 2, senderName: 'Ben Das' }, replacesId: created.id });
    expect(merged.id).toBeGreaterThan(created.id as number);

    await read(listener, { all: true }).expect(200);
    await eventually(async () => received.at(-1)?.event === 'notification:count' && received.at(-1)?.payload.unreadCount === 0, 10_000);
    expect(received.filter((r) => r.event === 'notification:new')).toHaveLength(2);
  });
});
