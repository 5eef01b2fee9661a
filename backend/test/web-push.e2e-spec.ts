import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { generateVAPIDKeys } from 'web-push';
import { NotificationToSend, NotifyUsersCommand } from '../src/contexts/notifications/application/commands/notify-users.command';
import { notificationStream } from '../src/contexts/notifications/application/events/notification-stream.events';
import { VapidKeys } from '../src/contexts/notifications/infrastructure/vapid-keys';
import { loadConfig } from '../src/platform/config/config';
import { ConsumerRunner } from '../src/platform/event-store/consumer-runner';
import { createTestApp, TestApp } from './support/test-app';
import { Person, signUp } from './support/people';
import { eventually } from './support/subscriptions-flow';
import { PushServiceStub, TestBrowser } from './support/web-push-service';

/**
 * Issue 12 §5: VAPID keys (from the environment, or generated once for every process), browsers'
 * subscriptions, and delivery from the worker to a push service stand-in that checks the VAPID JWT
 * and decrypts the aes128gcm payload with the keys the test generated; 404/410 forget the subscription.
 */
describe('Web Push', () => {
  let t: TestApp;
  let stub: PushServiceStub;
  let user: Person;
  let sequence = 0;

  beforeAll(async () => {
    stub = new PushServiceStub();
    await stub.start();
    t = await createTestApp({ overrides: { webPush: { ...loadConfig().webPush, allowLoopbackEndpoints: true } } });
    user = await signUp(t, { name: 'Push Reader' });
    await eventually(async () => t.app.get(ConsumerRunner).running().includes('notifications.web-push'), 15_000);
  });
  afterAll(async () => {
    await t.close();
    await stub.stop();
  });

  const em = () => t.app.get(EntityManager).getConnection();
  const subscribe = (who: Person, body: unknown) => request(t.http).post('/api/push/subscriptions').set('Cookie', who.cookie).send(body as object);
  const unsubscribe = (who: Person, body: unknown) => request(t.http).delete('/api/push/subscriptions').set('Cookie', who.cookie).send(body as object);
  const notify = (notification: NotificationToSend) => t.app.get(CommandBus).execute(new NotifyUsersCommand(`web-push-test:${++sequence}`, [notification]));
  const approved = (userId: number, coinId: number): NotificationToSend => ({ userId, type: 'listing-approved', params: { coinId, coinTitle: 'Mughal mohur' }, link: `/coin/${coinId}` });
  const subscriptionsOf = async (who: Person): Promise<string[]> =>
    ((await em().execute('SELECT "endpoint" FROM "push_subscriptions" WHERE "user_id" = ? ORDER BY "id"', [who.id])) as { endpoint: string }[]).map((row) => row.endpoint);

  it('generates one VAPID key pair however many processes start together, and every one serves it', async () => {
    await em().execute('DELETE FROM "web_push_keys"');
    const config = t.config;
    const processes = Array.from({ length: 6 }, () => new VapidKeys(t.app.get(EntityManager), config));
    const pairs = await Promise.all(processes.map((keys) => keys.get()));
    expect(new Set(pairs.map((pair) => `${pair.publicKey}.${pair.privateKey}`)).size).toBe(1);
    expect(await em().execute('SELECT count(*)::int AS "count" FROM "web_push_keys"')).toEqual([{ count: 1 }]);
    expect(Buffer.from(pairs[0].publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(pairs[0].privateKey, 'base64url')).toHaveLength(32);
    expect((await request(t.http).get('/api/push/public-key').expect(200)).body).toEqual({ publicKey: pairs[0].publicKey });

    const fromEnvironment = generateVAPIDKeys();
    const configured = new VapidKeys(t.app.get(EntityManager), { ...config, webPush: { ...config.webPush, vapidPublicKey: fromEnvironment.publicKey, vapidPrivateKey: fromEnvironment.privateKey } });
    expect(await configured.get()).toEqual(fromEnvironment);
    expect(await em().execute('SELECT "public_key" FROM "web_push_keys"')).toEqual([{ public_key: pairs[0].publicKey }]);
  });

  it('reads VAPID_* from the environment, checked by name', () => {
    const pair = generateVAPIDKeys();
    expect(loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }).webPush).toEqual({
      vapidPublicKey: pair.publicKey,
      vapidPrivateKey: pair.privateKey,
      subject: 'mailto:support@sikka.in',
      allowLoopbackEndpoints: false,
    });
    expect(loadConfig({}).webPush).toMatchObject({ vapidPublicKey: null, vapidPrivateKey: null });
    const other = generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/^Invalid configuration: VAPID_PRIVATE_KEY must be set together/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(/^Invalid configuration: VAPID_PUBLIC_KEY must be 65 bytes/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(/^Invalid configuration: VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'support@sikka.in' })).toThrow(/^Invalid configuration: VAPID_SUBJECT /);
    expect(loadConfig({ VAPID_SUBJECT: 'https://sikka.in/contact' }).webPush.subject).toBe('https://sikka.in/contact');
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-1234', PAYMENTS_SANDBOX: 'true', WEB_PUSH_ALLOW_LOOPBACK_HTTP: 'true' })).toThrow(
      /^Invalid configuration: WEB_PUSH_ALLOW_LOOPBACK_HTTP cannot be true/,
    );
  });

  it('keeps a browser\'s subscription, refuses one that is not a push service\'s naming the field, and removes only the caller\'s', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const browser = stub.browser();
    const body = { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys };
    expect((await subscribe(owner, body).expect(201)).body).toEqual({ message: 'Push notifications are on for this browser' });
    await subscribe(owner, body).expect(200);
    expect(await subscriptionsOf(owner)).toEqual([browser.endpoint]);

    const bad: [unknown, string][] = [
      [{ keys: browser.keys }, 'endpoint'],
      [{ ...body, endpoint: 42 }, 'endpoint'],
      [{ ...body, endpoint: 'not a url' }, 'endpoint'],
      [{ ...body, endpoint: 'ftp://push.example.com/x' }, 'endpoint'],
      [{ ...body, endpoint: 'http://push.example.com/x' }, 'endpoint'],
      [{ ...body, endpoint: 'https://10.1.2.3/x' }, 'endpoint'],
      [{ ...body, endpoint: 'https://[2001:db8::1]/x' }, 'endpoint'],
      [{ ...body, endpoint: 'https://metadata.internal/x' }, 'endpoint'],
      [{ ...body, endpoint: 'https://push/x' }, 'endpoint'],
      [{ ...body, endpoint: `https://push.example.com/${'x'.repeat(1000)}` }, 'endpoint'],
      [{ endpoint: browser.endpoint }, 'keys'],
      [{ ...body, keys: 'abc' }, 'keys'],
      [{ ...body, keys: { auth: browser.keys.auth } }, 'keys.p256dh'],
      [{ ...body, keys: { ...browser.keys, p256dh: 'abc' } }, 'keys.p256dh'],
      [{ ...body, keys: { ...browser.keys, p256dh: browser.keys.auth } }, 'keys.p256dh'],
      [{ ...body, keys: { ...browser.keys, auth: browser.keys.p256dh } }, 'keys.auth'],
      [{ ...body, keys: { ...browser.keys, auth: 'a+b/c' } }, 'keys.auth'],
      [{ ...body, expirationTime: 'soon' }, 'expirationTime'],
    ];
    for (const [input, field] of bad) {
      const res = await subscribe(owner, input);
      expect([input, res.status, res.body.message]).toEqual([input, 400, expect.stringContaining(field)]);
    }

    expect((await unsubscribe(other, { endpoint: browser.endpoint }).expect(404)).body.message).toBe('Push subscription not found');
    await unsubscribe(owner, {}).expect(400);
    expect((await unsubscribe(owner, { endpoint: browser.endpoint }).expect(200)).body).toEqual({ message: 'Push notifications are off for this browser' });
    expect(await subscriptionsOf(owner)).toEqual([]);
    await unsubscribe(owner, { endpoint: browser.endpoint }).expect(404);

    await subscribe(owner, body).expect(201);
    await subscribe(other, body).expect(200);
    expect([await subscriptionsOf(owner), await subscriptionsOf(other)]).toEqual([[], [browser.endpoint]]);
    await unsubscribe(other, { endpoint: browser.endpoint }).expect(200);
  });

  it('delivers the notification, encrypted and VAPID-signed, to each of the user\'s browsers, and forgets one the push service says is gone', async () => {
    const [phone, laptop, gone, missing] = [stub.browser(201), stub.browser(201), stub.browser(410), stub.browser(404)];
    for (const browser of [phone, laptop, gone, missing]) await subscribe(user, { endpoint: browser.endpoint, keys: browser.keys }).expect(201);
    const { publicKey } = (await request(t.http).get('/api/push/public-key').expect(200)).body;

    await notify(approved(user.id, 501));
    await eventually(async () => (await subscriptionsOf(user)).length === 2, 15_000);
    expect(await subscriptionsOf(user)).toEqual([phone.endpoint, laptop.endpoint]);
    const [item] = (await request(t.http).get('/api/notifications?limit=1').set('Cookie', user.cookie).expect(200)).body;
    for (const browser of [phone, laptop, gone, missing]) {
      const [push] = stub.to(browser);
      expect(push.problem).toBeNull();
      expect(push.vapidPublicKey).toBe(publicKey);
      expect(push.jwt.payload).toMatchObject({ aud: stub.origin, sub: t.config.webPush.subject });
      expect(push.payload).toEqual({ id: item.id, type: 'listing-approved', params: { coinId: 501, coinTitle: 'Mughal mohur' }, link: '/coin/501' });
    }
    expect(stub.to(phone)[0].headers.topic).toBeUndefined();

    await notify({ userId: user.id, type: 'message-received', params: { conversationId: 77, senderName: 'Ana Rao' }, link: '/messages?conversation=77', groupKey: 'conversation-77' });
    await notify({ userId: user.id, type: 'message-received', params: { conversationId: 77, senderName: 'Ben Das' }, link: '/messages?conversation=77', groupKey: 'conversation-77' });
    await eventually(async () => stub.to(phone).length === 3 && stub.to(laptop).length === 3, 15_000);
    const [, first, second] = stub.to(phone);
    expect(second.payload).toMatchObject({ type: 'message-received', params: { senderName: 'Ben Das', count: 2 } });
    expect(first.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(second.headers.topic).toBe(first.headers.topic);
    expect(stub.received.every((push) => push.problem === null)).toBe(true);
  });

  it('sends no push for a type the user turned off, while the others still go', async () => {
    const chooser = await signUp(t);
    const browser = stub.browser();
    await subscribe(chooser, { endpoint: browser.endpoint, keys: browser.keys }).expect(201);
    await request(t.http).put('/api/notification-preferences').set('Cookie', chooser.cookie).send({ push: { 'offer-made': false } }).expect(200);
    await notify({ userId: chooser.id, type: 'offer-made', params: { offerId: 1, amount: 500 }, link: '/messages?conversation=1' });
    await notify(approved(chooser.id, 502));
    await eventually(async () => stub.to(browser).length > 0, 15_000);
    expect(stub.to(browser).map((push) => (push.payload as { type: string }).type)).toEqual(['listing-approved']);
    expect((await request(t.http).get('/api/notifications').set('Cookie', chooser.cookie).expect(200)).body.map((n: { type: string }) => n.type)).toEqual(['listing-approved', 'offer-made']);
  });

  it('retries an event whose push service fails, then parks it, keeping the subscription, and goes on with the next', async () => {
    const unlucky = await signUp(t);
    const browser: TestBrowser = stub.browser(500);
    await subscribe(unlucky, { endpoint: browser.endpoint, keys: browser.keys }).expect(201);
    await notify(approved(unlucky.id, 503));
    await eventually(async () => stub.to(browser).length === 3, 15_000);
    // This user's parked event only: the suite shares its database, and another file's subscription
    // (an unreachable https endpoint) may be parked by this consumer at the same time.
    const parked = async () =>
      (await em().execute(
        `SELECT "error" FROM "consumer_parked_events" WHERE "consumer" = 'notifications.web-push' AND "stream_id" = ? AND "resolved_at" IS NULL ORDER BY "id" DESC LIMIT 1`,
        [notificationStream(unlucky.id)],
      )) as { error: string }[];
    await eventually(async () => (await parked()).length === 1, 15_000);
    expect((await parked())[0].error).toBe(`PushServiceError: The push service at ${stub.origin} answered 500`);
    expect(await subscriptionsOf(unlucky)).toEqual([browser.endpoint]);

    stub.answer(browser, 201);
    await notify(approved(unlucky.id, 504));
    await eventually(async () => stub.to(browser).length === 4, 15_000);
    expect(stub.to(browser)[3].payload).toMatchObject({ params: { coinId: 504 } });
  });
});
