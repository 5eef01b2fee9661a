import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing, postListing, uniqueToken } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';

describe('Similar coins and the search glossary', () => {
  let t: TestApp;
  let admin: Person;
  let seller: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    seller = await signUp(t, { tier: 'premium' });
  });
  afterAll(() => t.close());

  describe('GET /api/coins/{id}/similar', () => {
    it('lists live coins of the same category first, then the same metal, then the nearest price; never sold, deleted, pending or itself', async () => {
      const price = 900_000_000 + Math.floor(Math.random() * 1_000_000);
      const listing = (fields: Record<string, string>) => liveListing(t, seller, admin, { price: String(price), ...fields });
      const sold = await listing({ category: 'french-india', metal: 'silver' });
      await request(t.http).patch(`/api/coins/${sold.id}/sold`).set('Cookie', seller.cookie).expect(200);
      const sameCategoryAndMetalFar = await listing({ category: 'french-india', metal: 'silver', price: String(price + 5_000) });
      const sameCategoryAndMetalNear = await listing({ category: 'french-india', metal: 'silver', price: String(price + 10) });
      const sameCategoryOnly = await listing({ category: 'french-india', metal: 'copper', price: String(price) });
      const sameMetalOnly = await listing({ category: 'portuguese-india', metal: 'silver', price: String(price) });
      const neither = await listing({ category: 'portuguese-india', metal: 'gold', price: String(price) });
      const alsoSold = await listing({ category: 'french-india', metal: 'silver', price: String(price + 1) });
      await request(t.http).patch(`/api/coins/${alsoSold.id}/sold`).set('Cookie', seller.cookie).expect(200);
      const deleted = await listing({ category: 'french-india', metal: 'silver', price: String(price + 2) });
      await request(t.http).delete(`/api/coins/${deleted.id}`).set('Cookie', seller.cookie).expect(200);
      const pending = (await postListing(t, seller, { category: 'french-india', metal: 'silver', price: String(price + 3) }).expect(201)).body;

      const res = await request(t.http).get(`/api/coins/${sold.id}/similar`).expect(200);
      const ids: number[] = res.body.map((coin: { id: number }) => coin.id);
      expect(ids.length).toBeLessThanOrEqual(6);
      // The nearest same-category-and-metal coin leads; no other coin can be closer than 10 rupees to this price.
      expect(ids[0]).toBe(sameCategoryAndMetalNear.id);
      const mine = ids.filter((id) => [sameCategoryAndMetalNear.id, sameCategoryAndMetalFar.id, sameCategoryOnly.id, sameMetalOnly.id].includes(id));
      expect([sameCategoryAndMetalNear.id, sameCategoryAndMetalFar.id, sameCategoryOnly.id, sameMetalOnly.id].slice(0, mine.length)).toEqual(mine);
      for (const excluded of [sold.id, neither.id, alsoSold.id, deleted.id, pending.id]) expect(ids).not.toContain(excluded);
      for (const coin of res.body) {
        expect(coin).toMatchObject({ isApproved: true, isSold: false });
        expect(coin.category === 'french-india' || coin.metal === 'silver').toBe(true);
      }
      expect(res.body[0]).toMatchObject({ title: sameCategoryAndMetalNear.title, seller: { id: seller.id } });
    });

    it('works for an unsold coin as well, without listing the coin itself', async () => {
      const coin = await liveListing(t, seller, admin, { category: 'mughal', metal: 'gold' });
      const res = await request(t.http).get(`/api/coins/${coin.id}/similar`).expect(200);
      expect(res.body.map((c: { id: number }) => c.id)).not.toContain(coin.id);
    });

    it('answers 400 naming id for a bad id and 404 for a missing or unapproved coin', async () => {
      const bad = await request(t.http).get('/api/coins/abc/similar').expect(400);
      expect(bad.body.message).toMatch(/id must be a positive whole number/);
      await request(t.http).get('/api/coins/2147483000/similar').expect(404);
      const pending = (await postListing(t, seller).expect(201)).body;
      await request(t.http).get(`/api/coins/${pending.id}/similar`).expect(404);
    });
  });

  describe('searching across Hindi and English', () => {
    const search = (text: string) => request(t.http).get('/api/coins').query({ search: text }).expect(200);

    it('finds an English "Gold Mohur" by "मोहर" (and the spelling मुहर)', async () => {
      const tok = uniqueToken();
      const mohur = await liveListing(t, seller, admin, { title: `Shah Jahan Gold Mohur ${tok}`, category: 'mughal', metal: 'gold' });
      expect((await search(`मोहर ${tok}`)).body.map((c: { id: number }) => c.id)).toEqual([mohur.id]);
      expect((await search(`मुहर ${tok}`)).body.map((c: { id: number }) => c.id)).toEqual([mohur.id]);
      expect((await search(`शाह ${tok}`)).body.map((c: { id: number }) => c.id)).toEqual([mohur.id]);
      expect((await search(`पैसा ${tok}`)).body).toEqual([]);
    });

    it('finds a Hindi-titled listing by "mohur" and "rupee"', async () => {
      const tok = uniqueToken();
      const hindi = await liveListing(t, seller, admin, {
        title: `अकबर की सोने की मोहर ${tok}`,
        description: 'आगरा टकसाल, बहुत अच्छी हालत। एक रुपया नहीं, मोहर है।',
        category: 'mughal',
        metal: 'gold',
      });
      for (const text of ['mohur', 'Mohurs', 'akbar', 'agra mint', 'rupee']) {
        expect((await search(`${text} ${tok}`)).body.map((c: { id: number }) => c.id)).toEqual([hindi.id]);
      }
      expect((await search(`paisa ${tok}`)).body).toEqual([]);
    });

    it('has a glossary of at least 80 concepts, each with an English and a Devanagari word', async () => {
      const connection = t.app.get(EntityManager).fork().getConnection();
      const rows: { concept: string; english: boolean; devanagari: boolean }[] = await connection.execute(
        `SELECT "concept", bool_or("term" ~ '^[a-z]+$') AS "english", bool_or("term" ~ '[ऀ-ॿ]') AS "devanagari"
           FROM "search_glossary" GROUP BY "concept"`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(80);
      expect(rows.filter((row) => !row.english || !row.devanagari)).toEqual([]);
    });
  });
});
