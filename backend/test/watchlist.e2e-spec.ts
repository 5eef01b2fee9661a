import request from 'supertest';
import { EntityManager } from '@mikro-orm/postgresql';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing, postListing } from './support/listings';
import { notificationsOf, waitForNotifications } from './support/notifications-of';
import { Person, signUp, signUpAdmin } from './support/people';

describe('Watchlist (PUT/DELETE /api/coins/{id}/watch, GET /api/watchlist)', () => {
  let t: TestApp;
  let admin: Person;
  let seller: Person;
  let buyer: Person;
  let other: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    seller = await signUp(t, { tier: 'premium', name: 'Watched Seller' });
    buyer = await signUp(t, { name: 'Watching Buyer' });
    other = await signUp(t, { name: 'Other Watcher' });
  });
  afterAll(() => t.close());

  const watch = (id: number, who: Person) => request(t.http).put(`/api/coins/${id}/watch`).set('Cookie', who.cookie);
  const unwatch = (id: number, who: Person) => request(t.http).delete(`/api/coins/${id}/watch`).set('Cookie', who.cookie);
  const watchlist = async (who: Person) => (await request(t.http).get('/api/watchlist').set('Cookie', who.cookie).expect(200)).body;
  const rows = async (id: number): Promise<number> => {
    const [row] = await t.app.get(EntityManager).getConnection().execute('SELECT count(*)::int AS "n" FROM "listing_watches" WHERE "listing_id" = ?', [id]);
    return row.n;
  };
  const watcherCount = async (id: number): Promise<number> =>
    (await request(t.http).get('/api/user/coins').set('Cookie', seller.cookie).expect(200)).body.find((coin: { id: number }) => coin.id === id).watcherCount;

  it('answers 401 signed out, 400 for a bad id, 404 for unknown, pending, rejected and deleted listings, 403 for your own, 409 for a sold one', async () => {
    const coin = await liveListing(t, seller, admin);
    await request(t.http).put(`/api/coins/${coin.id}/watch`).expect(401);
    await request(t.http).delete(`/api/coins/${coin.id}/watch`).expect(401);
    await request(t.http).get('/api/watchlist').expect(401);
    expect((await watch(0, buyer).expect(400)).body.message).toMatch(/^id /);
    expect((await request(t.http).put('/api/coins/abc/watch').set('Cookie', buyer.cookie).expect(400)).body.message).toMatch(/^id /);
    expect((await watch(99_999_999, buyer).expect(404)).body.message).toBe('Coin not found');
    const pending = (await postListing(t, seller).expect(201)).body;
    await watch(pending.id, buyer).expect(404);
    const rejected = (await postListing(t, seller).expect(201)).body;
    await request(t.http).patch(`/api/admin/coins/${rejected.id}/approve`).set('Cookie', admin.cookie).send({ approved: false, reason: 'Blurry photo' }).expect(200);
    await watch(rejected.id, buyer).expect(404);
    const deleted = await liveListing(t, seller, admin);
    await request(t.http).delete(`/api/coins/${deleted.id}`).set('Cookie', seller.cookie).expect(200);
    await watch(deleted.id, buyer).expect(404);
    expect((await watch(coin.id, seller).expect(403)).body.message).toBe('You cannot watch your own listing');
    const sold = await liveListing(t, seller, admin);
    await request(t.http).patch(`/api/coins/${sold.id}/sold`).set('Cookie', seller.cookie).expect(200);
    expect((await watch(sold.id, buyer).expect(409)).body).toEqual({ statusCode: 409, message: 'This coin is already sold', error: 'Conflict' });
    expect((await unwatch(99_999_999, buyer).expect(404)).body.message).toBe('Coin not found');
    await unwatch(pending.id, buyer).expect(404);
  });

  it('keeps one row for 20 parallel watches, and none after 20 parallel unwatches; both answer the same every time', async () => {
    const coin = await liveListing(t, seller, admin);
    const watched = await Promise.all(Array.from({ length: 20 }, () => watch(coin.id, buyer)));
    expect(watched.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(watched[0].body).toEqual({ coinId: coin.id, watched: true });
    expect(await rows(coin.id)).toBe(1);
    expect(await watcherCount(coin.id)).toBe(1);
    const unwatched = await Promise.all(Array.from({ length: 20 }, () => unwatch(coin.id, buyer)));
    expect(unwatched.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(unwatched[0].body).toEqual({ coinId: coin.id, watched: false });
    expect(await rows(coin.id)).toBe(0);
    expect(await watcherCount(coin.id)).toBe(0);
  });

  it('lists watched coins newest watched first in the browse shape, keeps sold ones marked sold, drops deleted ones; the coin says isWatched', async () => {
    const person = await signUp(t, { name: 'List Watcher' });
    const first = await liveListing(t, seller, admin, { title: 'First watched rupee' });
    const second = await liveListing(t, seller, admin, { title: 'Second watched rupee' });
    const third = await liveListing(t, seller, admin, { title: 'Third watched rupee' });
    for (const coin of [first, second, third]) await watch(coin.id, person).expect(200);
    await watch(first.id, person).expect(200); // watching again keeps its place
    await request(t.http).patch(`/api/coins/${second.id}/sold`).set('Cookie', seller.cookie).expect(200);
    await request(t.http).delete(`/api/coins/${third.id}`).set('Cookie', seller.cookie).expect(200);
    const list = await watchlist(person);
    expect(list.map((coin: { id: number }) => coin.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({ isSold: true, isWatched: true, title: 'Second watched rupee', seller: { id: seller.id, name: 'Watched Seller' } });
    const browse = (await request(t.http).get(`/api/coins/${first.id}`).expect(200)).body;
    const { isWatched: _, watchedAt, ...shape } = list[1];
    expect(shape).toEqual(browse);
    expect(new Date(watchedAt).getTime()).toBeGreaterThan(0);
    expect((await request(t.http).get(`/api/coins/${first.id}`).set('Cookie', person.cookie).expect(200)).body.isWatched).toBe(true);
    expect((await request(t.http).get(`/api/coins/${first.id}`).set('Cookie', other.cookie).expect(200)).body.isWatched).toBe(false);
    expect((await request(t.http).get(`/api/coins/${first.id}`).expect(200)).body).not.toHaveProperty('isWatched');
    await unwatch(third.id, person).expect(200); // a deleted coin one watched can still be let go
    expect((await request(t.http).get('/api/watchlist?limit=1&offset=1').set('Cookie', person.cookie).expect(200)).body.map((c: { id: number }) => c.id)).toEqual([first.id]);
    expect((await request(t.http).get('/api/watchlist?limit=0').set('Cookie', person.cookie).expect(400)).body.message).toMatch(/limit/);
  });

  it("tells the coin's watchers (not the seller) when the seller or an admin lowers its price, not when it rises; the edit's event keeps the old price", async () => {
    const coin = await liveListing(t, seller, admin, { title: 'Price drop rupee', price: '5000' });
    await watch(coin.id, buyer).expect(200);
    await watch(coin.id, other).expect(200);
    await request(t.http).patch(`/api/coins/${coin.id}`).set('Cookie', seller.cookie).field('price', '6000').expect(200);
    await request(t.http).patch(`/api/coins/${coin.id}`).set('Cookie', seller.cookie).field('price', '4500').expect(200);
    await request(t.http).patch(`/api/admin/coins/${coin.id}`).set('Cookie', admin.cookie).send({ price: 4000 }).expect(200);
    const history = (await request(t.http).get(`/api/admin/coins/${coin.id}/history`).set('Cookie', admin.cookie).expect(200)).body;
    expect(history.filter((e: { type: string }) => /Edited/.test(e.type)).map((e: { data: unknown }) => e.data)).toEqual([
      expect.objectContaining({ changes: { price: 6000 }, previous: { price: 5000 } }),
      expect.objectContaining({ changes: { price: 4500 }, previous: { price: 6000 } }),
      expect.objectContaining({ changes: { price: 4000 }, previous: { price: 4500 } }),
    ]);
    const drops = <T extends { type: string; params: Record<string, unknown> }>(items: T[]): T[] => items.filter((n) => n.type === 'watched-price-dropped' && n.params.coinId === coin.id);
    for (const person of [buyer, other]) {
      const items = await waitForNotifications(t, person, (list) => drops(list).length === 2);
      expect(drops(items).map((n) => n.params)).toEqual([
        expect.objectContaining({ coinId: coin.id, title: 'Price drop rupee', oldPrice: 4500, newPrice: 4000 }),
        expect.objectContaining({ coinId: coin.id, title: 'Price drop rupee', oldPrice: 6000, newPrice: 4500 }),
      ]);
      expect(drops(items)[0].link).toBe(`/coin/${coin.id}`);
    }
    expect(drops(await notificationsOf(t, seller))).toEqual([]);
  });

  it('tells the watchers when the coin is sold, once', async () => {
    const coin = await liveListing(t, seller, admin, { title: 'Soon sold rupee' });
    const watcher = await signUp(t, { name: 'Sold Watcher' });
    await watch(coin.id, watcher).expect(200);
    await request(t.http).patch(`/api/coins/${coin.id}/sold`).set('Cookie', seller.cookie).expect(200);
    const items = await waitForNotifications(t, watcher, (list) => list.some((n) => n.type === 'watched-sold'));
    expect(items.filter((n) => n.type === 'watched-sold')).toEqual([expect.objectContaining({ params: { coinId: coin.id, title: 'Soon sold rupee' }, link: `/coin/${coin.id}` })]);
    expect((await watchlist(watcher))[0]).toMatchObject({ id: coin.id, isSold: true });
  });
});
