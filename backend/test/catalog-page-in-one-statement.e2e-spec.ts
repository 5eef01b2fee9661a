import request from 'supertest';
import type { ListingFilters } from '../src/contexts/catalog/application/queries/search-listings.query';
import type { CoinRecord } from '../src/contexts/catalog/infrastructure/coin-record';
import { coinRecordsOfJson } from '../src/contexts/catalog/infrastructure/coin-record';
import { CoinViews } from '../src/contexts/catalog/infrastructure/coin-views';
import { listingSql } from '../src/contexts/catalog/infrastructure/listing-search';
import { SqlReads } from '../src/platform/database/sql-reads';
import { certificate, identityFields, liveCoin } from './support/coin-identity';
import { bothFaces, postListing, uniqueToken } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';
import { createTestApp, TestApp } from './support/test-app';

/**
 * A browse page read as PostgreSQL's JSON, with its capped count in the same statement
 * (decisions/0078), gives the coins and the count the separate statements give, byte for byte once
 * shown (photos with their srcsets, dates, fractional grams, identity, certificates, sellers).
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
    await liveCoin(t, seller, admin, { title: `Undated ${token}`, price: '700', year: '', condition: 'fine' });
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
      reads.rows<{ count: number; records: string }>(sql.countAndPageJson, [...sql.params, ...pageParams]),
    ]);
    const [{ records: alone }] = await reads.rows<{ records: string }>(sql.pageJson, pageParams);
    const shown = async (records: CoinRecord[]) => JSON.stringify(await views.many(records, null));

    expect(together.count).toBe(separateCount);
    expect(await shown(coinRecordsOfJson(together.records))).toBe(await shown(separateRecords));
    expect(await shown(coinRecordsOfJson(alone))).toBe(await shown(separateRecords));
    if (given.search === token && !given.offset) expect(separateRecords.length).toBeGreaterThan(0);
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
