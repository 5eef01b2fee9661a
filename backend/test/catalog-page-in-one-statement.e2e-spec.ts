import request from 'supertest';
import type { ListingFilters } from '../src/contexts/catalog/application/queries/search-listings.query';
import type { CoinRecord } from '../src/contexts/catalog/infrastructure/coin-record';
import { browseCoinLines } from '../src/contexts/catalog/infrastructure/browse-coin-lines';
import { CoinViews } from '../src/contexts/catalog/infrastructure/coin-views';
import { listingSql } from '../src/contexts/catalog/infrastructure/listing-search';
import { SqlReads } from '../src/platform/database/sql-reads';
import { certificate, identityFields, liveCoin } from './support/coin-identity';
import { bothFaces, postListing, uniqueToken } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';
import { createTestApp, TestApp } from './support/test-app';

/**
 * A browse page written by PostgreSQL in the API's shape (decisions/0091), with its capped count in
 * the same statement (decisions/0078), gives the coins and the count the separate statements give
 * once shown as a visitor sees them (photos with their srcsets, dates to the millisecond, fractional
 * grams, identity, certificates, sellers, text with tabs, newlines, quotes and Devanagari).
 */
describe('Browse page and count in one statement', () => {
  let t: TestApp;
  const token = uniqueToken();

  beforeAll(async () => {
    t = await createTestApp();
    const admin: Person = await signUpAdmin(t);
    const seller: Person = await signUp(t, { tier: 'premium' });
    const [obverse, reverse] = await bothFaces();
    const photographed = await postListing(t, seller, { title: `Photographed ${token}`, price: '2500', metal: 'gold', ...identityFields() }, obverse, [reverse]).expect(201);
    await request(t.http).patch(`/api/admin/coins/${photographed.body.id}/approve`).set('Cookie', admin.cookie).send({ approved: true }).expect(200);
    await liveCoin(t, seller, admin, { title: `Certified ${token}`, price: '90000', category: 'mughal', year: 'AH 1204', ...identityFields({ era: 'AH', weightGrams: '10.95', certification: certificate(`${token}-1`) }) });
    await liveCoin(t, seller, admin, { title: `Plain ${token}`, price: '150', metal: 'copper', location: `Jaipur ${token}` });
    const undated = await liveCoin(t, seller, admin, { title: `Undated ${token}`, price: '700', year: '', condition: 'fine' });
    // What no form sends but a row may hold: control characters and microseconds (shown truncated to the millisecond, as a Date holds them).
    await t.app.get(SqlReads).rows(
      `UPDATE "coins" SET "description" = ?, "created_at" = '2025-03-04 05:06:07.999999+00', "updated_at" = '2025-03-04 05:06:08.0005+05:30' WHERE "id" = ? RETURNING "id"`,
      ['A "tab"\there,\na newline, \\ a backslash, a bell \u0007 and चाँदी का रुपया', undated.id],
    );
  });
  afterAll(() => t.close());

  const filterSets: Partial<ListingFilters>[] = [
    { search: token },
    { search: token, sortBy: 'price-low', limit: 2 },
    { search: token, sortBy: 'price-high', offset: 1, limit: 2 },
    { search: token, sortBy: 'year-asc' },
    { search: token, category: 'mughal', minPrice: 1000 },
    { search: token, metal: 'copper', maxPrice: 1000 },
    { location: `jaipur ${token}`, sortBy: 'oldest' },
    { search: token, offset: 10 },
    { search: `missing${token}` },
    { search: token, certified: true },
    {},
    { metal: 'gold', sortBy: 'popular', limit: 5 },
  ];

  it.each(filterSets)('gives the same coins and count for %j', async (given) => {
    const filters: ListingFilters = { sortBy: 'recent', limit: 20, offset: 0, ...given };
    const reads = t.app.get(SqlReads);
    const views = t.app.get(CoinViews);
    const sql = listingSql(filters);
    const pageParams = [...sql.params, filters.limit, filters.offset];
    const [separateRecords, [{ count: separateCount }], [together]] = await Promise.all([
      reads.rows<CoinRecord>(sql.select, pageParams),
      reads.rows<{ count: number }>(sql.count, sql.params),
      reads.rows<{ count: number; lines: string }>(sql.countAndPageLines, [...sql.params, ...pageParams]),
    ]);
    const [{ lines: alone }] = await reads.rows<{ lines: string }>(sql.pageLines, pageParams);
    const viewed = JSON.parse(JSON.stringify(await views.many(separateRecords, null))) as unknown[];

    expect(together.count).toBe(separateCount);
    expect(JSON.parse(await views.browseJson(browseCoinLines(together.lines)))).toStrictEqual(viewed);
    expect(JSON.parse(await views.browseJson(browseCoinLines(alone)))).toStrictEqual(viewed);
    if (given.search === token && !given.offset) expect(separateRecords.length).toBeGreaterThan(0);
  });

  it('keeps a row\'s tabs, newlines and microseconds inside its coin', async () => {
    const res = await request(t.http).get(`/api/coins?search=${token}&sortBy=price-low&maxPrice=800`).expect(200);
    const undated = (res.body as { title: string; description: string; createdAt: string; updatedAt: string }[]).find((coin) => coin.title.startsWith('Undated'))!;
    expect(undated.description).toBe('A "tab"\there,\na newline, \\ a backslash, a bell \u0007 and चाँदी का रुपया');
    expect(undated.createdAt).toBe('2025-03-04T05:06:07.999Z');
    expect(undated.updatedAt).toBe('2025-03-03T23:36:08.000Z');
  });

  it('shows every field of the coin shape, photos included', async () => {
    const res = await request(t.http).get(`/api/coins?search=${token}&sortBy=price-high`).expect(200);
    const photographed = (res.body as { title: string; images: { srcset: string }[]; weightGrams: number; seller: { name: string } }[]).find((coin) => coin.title.startsWith('Photographed'))!;
    expect(photographed.images).toHaveLength(2);
    expect(photographed.images[0].srcset).toContain('-320w.webp');
    expect(photographed.weightGrams).toBe(11.66);
    expect(photographed.seller.name).not.toBe('');
    expect(res.headers['x-total-count']).toBe('4');
  });
});
