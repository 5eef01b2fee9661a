import request from 'supertest';
import { EntityManager } from '@mikro-orm/postgresql';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing, postListing, uniqueToken } from './support/listings';
import { notificationsOf, waitForNotifications } from './support/notifications-of';
import { Person, signUp, signUpAdmin } from './support/people';

describe('Saved searches (POST/GET /api/saved-searches, DELETE /api/saved-searches/{id}) and their alerts', () => {
  let t: TestApp;
  let admin: Person;
  let seller: Person;
  let collector: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    seller = await signUp(t, { tier: 'premium', name: 'Alert Seller' });
    collector = await signUp(t, { name: 'Alert Collector' });
  });
  afterAll(() => t.close());

  const save = (who: Person, body: unknown) => request(t.http).post('/api/saved-searches').set('Cookie', who.cookie).send(body as object);
  const list = async (who: Person) => (await request(t.http).get('/api/saved-searches').set('Cookie', who.cookie).expect(200)).body;

  it('saves the filters as GET /api/coins reads them and gives back its name, checked filters and link', async () => {
    const saved = await save(collector, { name: '  Gold mohurs ', filters: { search: ' mughal mohur ', category: 'Mughal Empire', metal: 'GOLD', condition: 'all', location: ' Delhi ', minPrice: '0', maxPrice: 50000, sortBy: 'price-low' } }).expect(201);
    expect(saved.body).toEqual({
      id: expect.any(Number),
      name: 'Gold mohurs',
      filters: { search: 'mughal mohur', category: 'mughal', metal: 'gold', location: 'Delhi', minPrice: 0, maxPrice: 50000, sortBy: 'price-low' },
      createdAt: expect.any(String),
      link: '/search?q=mughal+mohur&category=mughal&metal=gold&location=Delhi&minPrice=0&maxPrice=50000&sort=price-low',
    });
    const unnamed = await save(collector, { filters: { metal: 'silver', sortBy: 'popular' } }).expect(201);
    expect(unnamed.body).toMatchObject({ name: null, filters: { metal: 'silver', sortBy: 'popular' }, link: '/?metal=silver&sort=popular' });
    const byText = await save(collector, { filters: { search: 'रुपया' } }).expect(201);
    expect(byText.body.name).toBe('रुपया');
    expect((await list(collector)).map((s: { id: number }) => s.id)).toEqual([byText.body.id, unnamed.body.id, saved.body.id]);
  });

  it('answers 401 signed out and 400 naming the field for bad filters, as GET /api/coins does', async () => {
    await request(t.http).post('/api/saved-searches').send({ filters: { search: 'mohur' } }).expect(401);
    await request(t.http).get('/api/saved-searches').expect(401);
    await request(t.http).delete('/api/saved-searches/1').expect(401);
    const person = await signUp(t);
    const cases: [unknown, RegExp][] = [
      [{}, /^filters must be an object/],
      [{ filters: 'mohur' }, /^filters must be an object/],
      [{ filters: ['mohur'] }, /^filters must be an object/],
      [{ filters: {} }, /^filters must hold search words or at least one filter/],
      [{ filters: { sortBy: 'price-low' } }, /^filters must hold search words/],
      [{ filters: { search: '  ?!  ' } }, /^filters must hold search words/],
      [{ filters: { minPrice: -1 } }, /^filters\.minPrice must be 0 or more$/],
      [{ filters: { minPrice: 1.5 } }, /^filters\.minPrice must be a whole number$/],
      [{ filters: { minPrice: '0x10' } }, /^filters\.minPrice must be a whole number$/],
      [{ filters: { maxPrice: true } }, /^filters\.maxPrice must be a whole number$/],
      [{ filters: { maxPrice: 2_000_000_000 } }, /^filters\.maxPrice must be at most/],
      [{ filters: { minPrice: 500, maxPrice: 100 } }, /^filters\.minPrice must not be greater than maxPrice$/],
      [{ filters: { category: 'atlantis' } }, /^filters\.category must be one of british-india/],
      [{ filters: { metal: 'wood' } }, /^filters\.metal must be one of/],
      [{ filters: { condition: 42 } }, /^filters\.condition must be text$/],
      [{ filters: { search: 'x'.repeat(201) } }, /^filters\.search must be at most 200 characters$/],
      [{ filters: { location: 'x'.repeat(101) } }, /^filters\.location must be at most 100 characters$/],
      [{ filters: { sortBy: 'cheapest', search: 'mohur' } }, /^filters\.sortBy must be one of/],
      [{ filters: { search: 'mohur', limit: 10 } }, /^filters\.limit is not a filter of GET \/api\/coins/],
      [{ name: 'x'.repeat(81), filters: { search: 'mohur' } }, /^name must be at most 80 characters$/],
      [{ name: 7, filters: { search: 'mohur' } }, /^name must be text$/],
    ];
    for (const [body, message] of cases) {
      const res = await save(person, body);
      expect([JSON.stringify(body).slice(0, 80), res.status, res.body.message]).toEqual([JSON.stringify(body).slice(0, 80), 400, expect.stringMatching(message)]);
    }
    expect(await list(person)).toEqual([]);
  });

  it('keeps at most 20 per user, even when 25 saves race (exactly 20 stored, 5 answered 409)', async () => {
    const person = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => save(person, { filters: { search: `race ${i}` } })));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(20).fill(201), ...Array(5).fill(409)]);
    expect(answers.find((res) => res.status === 409)!.body.message).toBe('You can keep at most 20 saved searches: delete one to save another');
    expect(await list(person)).toHaveLength(20);
    const [newest] = await list(person);
    await request(t.http).delete(`/api/saved-searches/${newest.id}`).set('Cookie', person.cookie).expect(200, { message: 'Saved search deleted' });
    await save(person, { filters: { search: 'one more' } }).expect(201);
  });

  it("deletes one's own; another user's or an unknown one is 404, a bad id 400", async () => {
    const mine = (await save(collector, { filters: { search: 'to delete' } }).expect(201)).body;
    const stranger = await signUp(t);
    expect((await request(t.http).delete(`/api/saved-searches/${mine.id}`).set('Cookie', stranger.cookie).expect(404)).body.message).toBe('Saved search not found');
    await request(t.http).delete('/api/saved-searches/99999999').set('Cookie', collector.cookie).expect(404);
    expect((await request(t.http).delete('/api/saved-searches/x1').set('Cookie', collector.cookie).expect(400)).body.message).toMatch(/^id /);
    await request(t.http).delete(`/api/saved-searches/${mine.id}`).set('Cookie', collector.cookie).expect(200);
    await request(t.http).delete(`/api/saved-searches/${mine.id}`).set('Cookie', collector.cookie).expect(404);
    expect((await list(collector)).map((s: { id: number }) => s.id)).not.toContain(mine.id);
  });

  it('alerts the owners of matching saved searches when an admin approves a listing: one notification per search, counting the coins; never the seller or a non-matching search', async () => {
    const token = uniqueToken();
    const owner = await signUp(t, { name: 'Mohur Hunter' });
    const hindi = (await save(owner, { name: 'Mohurs', filters: { search: `मोहर ${token}`, maxPrice: 90000 } }).expect(201)).body;
    const goldOnly = (await save(owner, { filters: { search: token, metal: 'silver' } }).expect(201)).body;
    const sellersOwn = (await save(seller, { filters: { search: token } }).expect(201)).body;
    const first = await liveListing(t, seller, admin, { title: `Akbar gold mohur ${token}`, metal: 'gold', category: 'mughal', price: '85000' });
    const items = await waitForNotifications(t, owner, (list) => list.some((n) => n.type === 'saved-search-matches' && n.params.searchId === hindi.id));
    const alert = items.find((n) => n.params.searchId === hindi.id)!;
    expect(alert).toMatchObject({ type: 'saved-search-matches', link: hindi.link, readAt: null, params: { searchId: hindi.id, name: 'Mohurs', count: 1, coinId: first.id } });
    // A pending listing alerts nobody; its approval does, merged into the same unread notification.
    const second = (await postListing(t, seller, { title: `Jahangir mohur ${token}`, metal: 'gold', category: 'mughal', price: '60000' }).expect(201)).body;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await notificationsOf(t, owner)).filter((n) => n.type === 'saved-search-matches')).toHaveLength(1);
    await request(t.http).patch(`/api/admin/coins/${second.id}/approve`).set('Cookie', admin.cookie).send({ approved: true }).expect(200);
    const merged = await waitForNotifications(t, owner, (list) => list.some((n) => n.params.searchId === hindi.id && n.params.count === 2));
    expect(merged.filter((n) => n.type === 'saved-search-matches')).toEqual([expect.objectContaining({ params: expect.objectContaining({ searchId: hindi.id, count: 2, coinId: second.id }) })]);
    expect(merged.some((n) => n.params.searchId === goldOnly.id)).toBe(false);
    expect((await notificationsOf(t, seller)).some((n) => n.params.searchId === sellersOwn.id)).toBe(false);
    // Approved again after a title change: the same coin alerts nobody twice.
    await request(t.http).patch(`/api/coins/${second.id}`).set('Cookie', seller.cookie).field('title', `Jahangir gold mohur ${token}`).expect(200);
    await request(t.http).patch(`/api/admin/coins/${second.id}/approve`).set('Cookie', admin.cookie).send({ approved: true }).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await notificationsOf(t, owner)).find((n) => n.params.searchId === hindi.id)!.params.count).toBe(2);
    // Deleting the search forgets which coins it was alerted about (no foreign key does it: decisions/0066).
    const recorded = () =>
      t.app.get(EntityManager).getConnection().execute<{ n: number }[]>('SELECT count(*)::int AS "n" FROM "saved_search_matches" WHERE "saved_search_id" = ?', [hindi.id]);
    expect(await recorded()).toEqual([{ n: 2 }]);
    await request(t.http).delete(`/api/saved-searches/${hindi.id}`).set('Cookie', owner.cookie).expect(200);
    expect(await recorded()).toEqual([{ n: 0 }]);
  });
});
