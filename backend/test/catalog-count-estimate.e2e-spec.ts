import { Client } from 'pg';
import request from 'supertest';
import { estimateThreshold } from '../src/contexts/catalog/infrastructure/capped-count';
import { migrate } from '../src/platform/database/migrate';
import { SqlReads } from '../src/platform/database/sql-reads';
import { createTestApp, TestApp } from './support/test-app';

/** Listings in this test's own database (the shared one is too small for the planner's estimate to matter). */
const ROWS = 140_000;

/**
 * The capped count of a text search (decisions/0054) at a size where the planner's estimate
 * decides: a word far above the cap is "1,000+" without counting; a page shorter than its limit
 * is the exact count even when the estimate is wrong (two common words that never go together);
 * everything else is counted exactly, as before. Every answer is checked against a real count.
 */
describe('Capped count of text searches from the planner estimate', () => {
  let t: TestApp;
  let db: Client;
  let databaseUrl: string;
  let executed: string[];
  const databaseName = () => databaseUrl.slice(databaseUrl.lastIndexOf('/') + 1);

  beforeAll(async () => {
    databaseUrl = `${process.env.DATABASE_URL}_estimate`;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName()}"`);
    await admin.query(`CREATE DATABASE "${databaseName()}"`);
    await admin.end();
    await migrate({ databaseUrl });
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query(`INSERT INTO "users" ("mobile_number", "password_hash", "name", "location") VALUES ('8000000001', 'x', 'Seller', 'Pune')`);
    // Half the listings say "alpha", the other half "beta" (never both); 1 in 100 says "gamma", 1 in 280
    // "delta". Each also says one of 150 other words: the planner estimates prefix words ("alpha:*")
    // only from a table with at least 100 common words, as a real catalogue has.
    await db.query(
      `INSERT INTO "coins" ("seller_id", "title", "description", "price", "category", "condition", "location", "status", "is_approved", "created_at")
       SELECT (SELECT min("id") FROM "users"), CASE WHEN g % 2 = 0 THEN 'Alpha' ELSE 'Beta' END || ' coin ' || g,
              CASE WHEN g % 100 = 0 THEN 'gamma' WHEN g % 280 = 1 THEN 'delta' ELSE 'plain' END || ' word' || g % 150,
              1 + g % 5000, 'republic', 'fine', 'Pune', 'approved', true, now() - make_interval(secs => g)
       FROM generate_series(1, ${ROWS}) g`,
    );
    await db.query('VACUUM ANALYZE "coins"');
    t = await createTestApp({ overrides: { databaseUrl } });
    const reads = t.app.get(SqlReads);
    const rows = reads.rows.bind(reads);
    executed = [];
    jest.spyOn(reads, 'rows').mockImplementation(((sql: string, params: unknown[]) => {
      executed.push(sql);
      return rows(sql, params);
    }) as typeof reads.rows);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await db?.end();
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName()}" WITH (FORCE)`);
    await admin.end();
  });
  beforeEach(() => executed.splice(0));

  const search = (search: string, query: Record<string, string | number> = {}) => request(t.http).get('/api/coins').query({ search, ...query }).expect(200);
  const counted = () => executed.some((sql) => sql.startsWith('SELECT count(*)'));
  const realCount = async (word: string) => Number((await db.query(`SELECT count(*) FROM "coins" WHERE "search_vector" @@ to_tsquery('simple', $1)`, [word])).rows[0].count);
  const estimateOf = async (text: string) => {
    const plan = await db.query(`EXPLAIN (FORMAT JSON) SELECT 1 FROM "coins" WHERE "search_vector" @@ to_tsquery('simple', $1)`, [text]);
    return plan.rows[0]['QUERY PLAN'][0].Plan['Plan Rows'] as number;
  };

  it('answers a word estimated far above the cap with "1,000+" and runs no count', async () => {
    expect(await estimateOf('alpha:*')).toBeGreaterThanOrEqual(estimateThreshold(1));
    expect(await realCount('alpha')).toBe(ROWS / 2);
    const res = await search('alpha');
    expect(res.body).toHaveLength(20);
    expect([res.headers['x-total-count'], res.headers['x-total-count-exact']]).toEqual(['1000', 'false']);
    expect(executed.some((sql) => sql.startsWith('EXPLAIN (FORMAT JSON)'))).toBe(true);
    expect(counted()).toBe(false);
  });

  it('answers two words the planner overestimates (never together) exactly from the short page', async () => {
    expect(await estimateOf('alpha:* & beta:*')).toBeGreaterThanOrEqual(estimateThreshold(2));
    const res = await search('alpha beta');
    expect(res.body).toHaveLength(0);
    expect([res.headers['x-total-count'], res.headers['x-total-count-exact']]).toEqual(['0', 'true']);
    expect(counted()).toBe(false);
  });

  it('counts exactly a word estimated near the cap, on any page', async () => {
    const real = await realCount('delta');
    expect(real).toBe(500);
    expect(await estimateOf('delta:*')).toBeLessThan(estimateThreshold(1));
    const res = await search('delta', { offset: 40 });
    expect([res.headers['x-total-count'], res.headers['x-total-count-exact']]).toEqual(['500', 'true']);
    expect(counted()).toBe(true);
  });

  it('counts a word estimated below the threshold up to the cap: "1,000+" only when there are more', async () => {
    expect(await realCount('gamma')).toBe(1400);
    expect(await estimateOf('gamma:*')).toBeLessThan(estimateThreshold(1));
    const res = await search('gamma');
    expect([res.headers['x-total-count'], res.headers['x-total-count-exact']]).toEqual(['1000', 'false']);
    expect(counted()).toBe(true);
  });

  it('takes the count from a short last page without counting', async () => {
    const res = await search('delta', { offset: 490, limit: 20, sortBy: 'oldest', category: 'republic' });
    expect(res.body).toHaveLength(10);
    expect([res.headers['x-total-count'], res.headers['x-total-count-exact']]).toEqual(['500', 'true']);
    expect(counted()).toBe(false);
  });
});
