import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { HideListingCommand } from '../src/contexts/catalog/application/commands/hide-listing.command';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { SuspensionExpiryProcessor } from '../src/contexts/catalog/infrastructure/suspension-expiry.processor';
import { SUSPENSION_EXPIRY_QUEUE, SUSPENSION_EXPIRY_SWEEP } from '../src/contexts/catalog/infrastructure/suspension-expiry.queue';
import { GetUserSummariesQuery } from '../src/contexts/identity/application/queries/get-user-summaries.query';
import { liveListing, uniqueToken } from './support/listings';
import { waitForNotifications } from './support/notifications-of';
import { Person, signUp, signUpAdmin } from './support/people';
import { eventually } from './support/platform-processes';
import { createTestApp, TestApp } from './support/test-app';

const PASSWORD = 'collector-pass-1';

/** Issue 14: suspension and hidden listings (decisions/0083). */
describe('Suspension and hidden listings', () => {
  let t: TestApp;
  let admin: Person;
  let buyer: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    buyer = await signUp(t, { name: 'Ananya Iyer' });
  });
  afterAll(() => t.close());

  const sql = <T>(text: string, params: unknown[] = []) => t.app.get(MikroORM).em.getConnection().execute<T[]>(text, params);
  const suspend = (userId: number, body: Record<string, unknown>, who: Person | null = admin) => {
    const call = request(t.http).post(`/api/admin/users/${userId}/suspension`);
    return (who ? call.set('Cookie', who.cookie) : call).send(body);
  };
  const lift = (userId: number, who: Person = admin) => request(t.http).delete(`/api/admin/users/${userId}/suspension`).set('Cookie', who.cookie);
  const signIn = (person: Person) => request(t.http).post('/api/login').send({ mobileNumber: person.mobileNumber, password: PASSWORD });
  const browse = (token: string) => request(t.http).get('/api/coins').query({ search: token }).expect(200);
  const browsedIds = async (token: string): Promise<number[]> => (await browse(token)).body.map((coin: { id: number }) => coin.id);
  const coinPage = (id: number, who: Person | null) => {
    const call = request(t.http).get(`/api/coins/${id}`);
    return who ? call.set('Cookie', who.cookie) : call;
  };
  const sitemapLocs = async (): Promise<string[]> => {
    const index = await request(t.http).get('/sitemap.xml').expect(200);
    const files = [...index.text.matchAll(/<sitemap><loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map(([, path]) => path);
    const texts = await Promise.all(files.map(async (file) => (await request(t.http).get(file).expect(200)).text));
    return texts.flatMap((text) => [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc));
  };
  const watchedIds = async (): Promise<number[]> =>
    (await request(t.http).get('/api/watchlist?limit=500').set('Cookie', buyer.cookie).expect(200)).body.map((coin: { id: number }) => coin.id);
  const hasCoinInSitemap = async (id: number) => (await sitemapLocs()).some((loc) => loc.endsWith(`/coin/${id}`));
  const hasSellerInSitemap = async (id: number) => (await sitemapLocs()).some((loc) => loc.endsWith(`/sellers/${id}`));

  /** A seller with two live listings carrying a word of their own, and a buyer watching one of them. */
  async function sellerWithListings() {
    const seller = await signUp(t, { tier: 'premium', name: 'Rahul Verma' });
    const token = uniqueToken();
    const first = await liveListing(t, seller, admin, { title: `${token} Mughal gold mohur`, price: '777001' });
    const second = await liveListing(t, seller, admin, { title: `${token} Akbar silver rupee`, price: '777002' });
    await request(t.http).put(`/api/coins/${first.id}/watch`).set('Cookie', buyer.cookie).expect(200);
    return { seller, token, first, second };
  }

  it('refuses a suspended user at sign-in with the end date, ends their session, hides their listings everywhere, and shows them again when lifted', async () => {
    const { seller, token, first, second } = await sellerWithListings();
    const neighbour = await liveListing(t, await signUp(t, { tier: 'premium' }), admin, { title: `${uniqueToken()} Victoria rupee`, price: '777003' });
    const similarIds = async (): Promise<number[]> => (await request(t.http).get(`/api/coins/${neighbour.id}/similar`).expect(200)).body.map((coin: { id: number }) => coin.id);
    expect(await similarIds()).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(await browsedIds(token)).toEqual([second.id, first.id]);
    expect(await hasCoinInSitemap(first.id)).toBe(true);
    expect(await watchedIds()).toContain(first.id);

    const before = Date.now();
    const suspended = await suspend(seller.id, { reason: '  Listed replicas as genuine coins  ', days: 7 }).expect(200);
    const until = new Date(suspended.body.suspendedUntil).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 7 * 86_400_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 7 * 86_400_000);

    // Sign-in: 403 with the date, in the body and the message; a wrong password is still the plain 401.
    const refused = await signIn(seller).expect(403);
    expect(refused.body).toMatchObject({ statusCode: 403, suspendedUntil: suspended.body.suspendedUntil });
    expect(refused.body.message).toContain(`suspended until ${suspended.body.suspendedUntil.slice(0, 10)}`);
    expect(refused.headers['set-cookie']).toBeUndefined();
    await request(t.http).post('/api/login').send({ mobileNumber: seller.mobileNumber, password: 'wrong-password-9' }).expect(401);
    // The session they had stops working.
    await request(t.http).get('/api/user').set('Cookie', seller.cookie).expect(401);
    expect((await request(t.http).get('/api/session').set('Cookie', seller.cookie).expect(200)).body).toEqual({ user: null });

    // Conversations read it from the user's summary; the admins' list shows it with the reason.
    const [summary] = await t.app.get(QueryBus).execute(new GetUserSummariesQuery([seller.id]));
    expect(summary.suspendedUntil).toBe(suspended.body.suspendedUntil);
    const users = (await request(t.http).get('/api/admin/users?limit=500').set('Cookie', admin.cookie).expect(200)).body.users;
    expect(users.find((user: { id: number }) => user.id === seller.id)).toMatchObject({
      suspendedUntil: suspended.body.suspendedUntil,
      suspensionReason: 'Listed replicas as genuine coins',
    });

    // The listings leave public sight once Catalog's consumer has run (browse, count, coin page, similar, sitemaps, seller page, watchlist).
    await eventually(async () => (await browsedIds(token)).length === 0, 15_000, 'listings hidden from browse');
    expect((await browse(token)).headers['x-total-count']).toBe('0');
    await coinPage(first.id, null).expect(404);
    await coinPage(first.id, buyer).expect(404);
    await request(t.http).get(`/api/coins/${first.id}/similar`).expect(404);
    expect(await similarIds()).not.toContain(first.id);
    await request(t.http).put(`/api/coins/${second.id}/watch`).set('Cookie', buyer.cookie).expect(404);
    expect(await watchedIds()).not.toContain(first.id);
    await request(t.http).get(`/api/sellers/${seller.id}`).expect(404);
    expect(await hasCoinInSitemap(first.id)).toBe(false);
    expect(await hasSellerInSitemap(seller.id)).toBe(false);
    // Admins still see them, marked.
    expect((await coinPage(first.id, admin).expect(200)).body).toMatchObject({ isHidden: true, sellerSuspended: true, hiddenReason: null });
    const all = (await request(t.http).get('/api/admin/coins/all?limit=500').set('Cookie', admin.cookie).expect(200)).body;
    expect(all.find((coin: { id: number }) => coin.id === second.id)).toMatchObject({ isHidden: true, sellerSuspended: true });

    // Lifted: signs in again; the listings come back.
    await lift(seller.id).expect(200);
    await lift(seller.id).expect(200);
    const back = await signIn(seller).expect(200);
    expect(back.body).toMatchObject({ id: seller.id, suspendedUntil: null, suspensionReason: null });
    await eventually(async () => (await browsedIds(token)).length === 2, 15_000, 'listings shown again');
    expect((await coinPage(first.id, null).expect(200)).body).toMatchObject({ isHidden: false, sellerSuspended: false });
    expect(await hasCoinInSitemap(first.id)).toBe(true);
    await request(t.http).get(`/api/sellers/${seller.id}`).expect(200);
    expect(await watchedIds()).toContain(first.id);

    // Every suspension is kept in the history, with how it ended.
    const history = await sql<{ reason: string; suspended_by: number; ended_how: string; ended_by: number }>(
      'SELECT "reason", "suspended_by", "ended_how", "ended_by" FROM "user_suspensions" WHERE "user_id" = ?',
      [seller.id],
    );
    expect(history).toEqual([{ reason: 'Listed replicas as genuine coins', suspended_by: admin.id, ended_how: 'lifted', ended_by: admin.id }]);
  });

  it('lets a suspension run out by itself: sign-in works after its end and the expiry sweep shows the listings again', async () => {
    const { seller, token, first } = await sellerWithListings();
    await suspend(seller.id, { reason: 'Cooling-off after a dispute', days: 1 }).expect(200);
    await eventually(async () => (await browsedIds(token)).length === 0, 15_000, 'listings hidden');
    // The end passes (the clock is moved back on both sides' records rather than waiting a day).
    await sql('UPDATE "users" SET "suspended_until" = now() - interval \'1 second\' WHERE "id" = ?', [seller.id]);
    await sql('UPDATE "user_suspensions" SET "suspended_until" = now() - interval \'1 second\' WHERE "user_id" = ?', [seller.id]);
    await sql('UPDATE "catalog_suspended_sellers" SET "suspended_until" = now() - interval \'1 second\' WHERE "seller_id" = ?', [seller.id]);
    expect((await signIn(seller).expect(200)).body.suspendedUntil).toBeNull();
    const [summary] = await t.app.get(QueryBus).execute(new GetUserSummariesQuery([seller.id]));
    expect(summary.suspendedUntil).toBeNull();
    // The sweep is scheduled every minute; one run shows the listings again.
    const queue = t.app.get<Queue>(getQueueToken(SUSPENSION_EXPIRY_QUEUE));
    expect(await queue.getJobScheduler(SUSPENSION_EXPIRY_SWEEP.schedulerId)).toMatchObject({ every: SUSPENSION_EXPIRY_SWEEP.everyMs });
    expect((await t.app.get(SuspensionExpiryProcessor).process()).sellers).toContain(seller.id);
    expect(await browsedIds(token)).toHaveLength(2);
    await coinPage(first.id, null).expect(200);
    // A new suspension after one that ran out closes the old one as expired.
    await suspend(seller.id, { reason: 'Second warning ignored', days: 30 }).expect(200);
    const history = await sql<{ ended_how: string | null }>('SELECT "ended_how" FROM "user_suspensions" WHERE "user_id" = ? ORDER BY "id"', [seller.id]);
    expect(history).toEqual([{ ended_how: 'expired' }, { ended_how: null }]);
    await lift(seller.id).expect(200);
  });

  it('hides one listing for the moderators: gone for others, the seller sees why and is told', async () => {
    const { seller, token, first, second } = await sellerWithListings();
    await t.app.get(CommandBus).execute(new HideListingCommand(first.id, admin.id, 'The photos are of another coin'));
    // Hiding it again records nothing more.
    await t.app.get(CommandBus).execute(new HideListingCommand(first.id, admin.id, 'Another reason'));
    const events = await sql<{ type: string; data: { by: number; reason: string } }>(
      'SELECT "type", "data" FROM "events" WHERE "stream_id" = ? AND "type" = \'ListingHidden\'',
      [`listing-${first.id}`],
    );
    expect(events).toEqual([{ type: 'ListingHidden', data: { by: admin.id, reason: 'The photos are of another coin' } }]);

    expect(await browsedIds(token)).toEqual([second.id]);
    await coinPage(first.id, null).expect(404);
    await coinPage(first.id, buyer).expect(404);
    expect(await hasCoinInSitemap(first.id)).toBe(false);
    expect(await hasSellerInSitemap(seller.id)).toBe(true);
    expect((await coinPage(first.id, seller).expect(200)).body).toMatchObject({ isHidden: true, hiddenReason: 'The photos are of another coin', sellerSuspended: false });
    const mine = (await request(t.http).get('/api/user/coins').set('Cookie', seller.cookie).expect(200)).body;
    expect(mine.find((coin: { id: number }) => coin.id === first.id)).toMatchObject({ isHidden: true, hiddenReason: 'The photos are of another coin' });
    expect(mine.find((coin: { id: number }) => coin.id === second.id)).toMatchObject({ isHidden: false, hiddenReason: null });
    const all = (await request(t.http).get('/api/admin/coins/all?limit=500').set('Cookie', admin.cookie).expect(200)).body;
    expect(all.find((coin: { id: number }) => coin.id === first.id)).toMatchObject({ isHidden: true, hiddenReason: 'The photos are of another coin' });

    const told = await waitForNotifications(t, seller, (items) => items.some((item) => item.type === 'listing-hidden'));
    expect(told.find((item) => item.type === 'listing-hidden')).toMatchObject({
      params: { coinId: first.id, coinTitle: first.title, reason: 'The photos are of another coin' },
      link: `/my-listings?highlight=${first.id}`,
    });
    await expect(t.app.get(CommandBus).execute(new HideListingCommand(2_147_483_000, admin.id, 'No such coin'))).rejects.toThrow('Coin not found');
    await expect(t.app.get(CommandBus).execute(new HideListingCommand(second.id, admin.id, ' x '))).rejects.toThrow('reason must be between 3 and 500 characters');
  });

  it('is for admins only, names the bad field, and never suspends an admin', async () => {
    const person = await signUp(t);
    await suspend(person.id, { reason: 'Spam', days: 7 }, null).expect(401);
    await suspend(person.id, { reason: 'Spam', days: 7 }, buyer).expect(403);
    await request(t.http).delete(`/api/admin/users/${person.id}/suspension`).set('Cookie', buyer.cookie).expect(403);
    for (const [body, field] of [
      [{ days: 7 }, 'reason'],
      [{ reason: 'ab', days: 7 }, 'reason'],
      [{ reason: 'x'.repeat(501), days: 7 }, 'reason'],
      [{ reason: 42, days: 7 }, 'reason'],
      [{ reason: 'Spam' }, 'days'],
      [{ reason: 'Spam', days: 0 }, 'days'],
      [{ reason: 'Spam', days: 366 }, 'days'],
      [{ reason: 'Spam', days: 2.5 }, 'days'],
      [{ reason: 'Spam', days: '7' }, 'days'],
    ] as const) {
      const res = await suspend(person.id, body).expect(400);
      expect(res.body.message).toContain(field);
    }
    await request(t.http).post('/api/admin/users/abc/suspension').set('Cookie', admin.cookie).send({ reason: 'Spam', days: 7 }).expect(400);
    await suspend(2_147_483_000, { reason: 'Spam', days: 7 }).expect(404);
    await lift(2_147_483_000).expect(404);
    const otherAdmin = await signUpAdmin(t, 'Second Admin');
    const refused = await suspend(otherAdmin.id, { reason: 'Spam', days: 7 }).expect(409);
    expect(refused.body.message).toBe('An administrator cannot be suspended');
    await signIn(person).expect(200);
  });

  it('keeps one suspension in force when 20 suspends of one user race', async () => {
    const person = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => suspend(person.id, { reason: `Racing suspension ${index}`, days: index + 1 })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const open = await sql<{ reason: string; suspended_until: Date }>('SELECT "reason", "suspended_until" FROM "user_suspensions" WHERE "user_id" = ? AND "ended_at" IS NULL', [
      person.id,
    ]);
    expect(open).toHaveLength(1);
    const [user] = await sql<{ suspended_until: Date; suspension_reason: string }>('SELECT "suspended_until", "suspension_reason" FROM "users" WHERE "id" = ?', [person.id]);
    expect(new Date(user.suspended_until).toISOString()).toBe(new Date(open[0].suspended_until).toISOString());
    expect(user.suspension_reason).toBe(open[0].reason);
    expect((await sql<{ n: number }>('SELECT count(*)::int AS "n" FROM "user_suspensions" WHERE "user_id" = ?', [person.id]))[0].n).toBe(20);
    const refused = await signIn(person).expect(403);
    expect(refused.body.suspendedUntil).toBe(new Date(user.suspended_until).toISOString());
    await lift(person.id).expect(200);
    await signIn(person).expect(200);
  });
});
