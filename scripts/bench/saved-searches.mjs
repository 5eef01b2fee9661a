/**
 * Saved-search alerts (docs/decisions/0066) with N saved searches: the time to find the saved
 * searches one newly approved listing matches — the server's own SavedSearchMatcher (the listing's
 * keys → candidates by index → full check, the matches recorded), run on the built backend against a
 * bench database — p50/p99/max over 200 listings, beside the same check without the indexes (every
 * saved search checked) for reference. Listings and saved searches come from one Zipf-like
 * vocabulary of coin words (saved-search-corpus.mjs); the saved searches' columns are built by the
 * server's own SavedSearchColumns, after the listings are analysed, as a live server builds them.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { benchDatabase, log, percentile, root } from './harness.mjs';
import { listingsOf, savedSearchesOf } from './saved-search-corpus.mjs';
import { seedSql } from './seed.sql.mjs';

const require = createRequire(import.meta.url);
const dist = (path) => require(join(root, 'backend', 'dist', path));

const LISTINGS = 20_000;
const SAMPLES = 200;

/** The EntityManager surface the Catalog's stores use (`getConnection().execute(sql with ?, params)`), over one pg client. */
function entityManagerOver(client) {
  const execute = async (sql, params = []) => {
    let index = 0;
    return (await client.query(sql.replace(/\?/g, () => `$${++index}`), params)).rows;
  };
  return { getConnection: () => ({ execute }) };
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) };
};
const ms = (value) => `${value.toFixed(1)} ms`;

/** Inserts the corpus's listings as approved, sold one in 25 (as the catalog seed), from the seed's 200 sellers. */
async function insertListings(client, count) {
  for (const statement of seedSql(0)) await client.query(statement); // the sellers only
  const listings = listingsOf(count);
  const column = (key) => listings.map((listing) => listing[key]);
  await client.query(
    `INSERT INTO "coins" ("seller_id", "title", "description", "price", "category", "condition", "metal", "year", "location", "status", "is_approved", "is_sold", "created_at", "updated_at")
     SELECT (SELECT min("id") FROM "users") + n % 200, t, d, p, c, k, m, y, l, 'approved', true, n % 25 = 0, now() - make_interval(mins => n::int), now()
     FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) WITH ORDINALITY AS x(t, d, p, c, k, m, y, l, n)`,
    ['title', 'description', 'price', 'category', 'condition', 'metal', 'year', 'location'].map(column),
  );
  await client.query('VACUUM ANALYZE "coins"');
}

export async function benchSavedSearches({ searches = 100_000 } = {}) {
  const db = await benchDatabase('saved_searches');
  const client = new pg.Client({ connectionString: db.databaseUrl });
  try {
    await client.connect();
    log(`saved-searches: seeding ${LISTINGS.toLocaleString('en-IN')} listings and ${searches.toLocaleString('en-IN')} saved searches…`);
    await insertListings(client, LISTINGS);
    const em = entityManagerOver(client);
    const { SearchGlossaryStore } = dist('contexts/catalog/infrastructure/search-glossary.store.js');
    const { SavedSearchColumns, LISTING_MATCH_KEYS_SQL } = dist('contexts/catalog/infrastructure/saved-search-columns.js');
    const { SavedSearchMatcher, CANDIDATES_SQL } = dist('contexts/catalog/infrastructure/saved-search-matcher.js');
    const { textArrayLiteral } = dist('contexts/catalog/infrastructure/search-text-query.js');
    const columns = new SavedSearchColumns(em, new SearchGlossaryStore(em));
    const { searches: all, kinds } = savedSearchesOf(searches);
    const built = new Map(); // the columns depend on the words and chips only
    const startedBuilding = performance.now();
    for (let start = 0; start < all.length; start += 10_000) {
      const rows = [];
      for (const [offset, filters] of all.slice(start, start + 10_000).entries()) {
        const key = JSON.stringify([filters.search, filters.category, filters.metal, filters.condition]);
        if (!built.has(key)) built.set(key, await columns.of({ search: filters.search, category: filters.category, metal: filters.metal, condition: filters.condition }));
        const { query, matchKeys } = built.get(key);
        const location = filters.location?.trim().toLowerCase() ?? null;
        rows.push([1 + ((start + offset) % 20_000), JSON.stringify(filters), filters.category ?? null, filters.metal ?? null, filters.condition ?? null, filters.minPrice ?? null, filters.maxPrice ?? null, location, query, textArrayLiteral(matchKeys)]);
      }
      const column = (index) => rows.map((row) => row[index]);
      await client.query(
        `INSERT INTO "saved_searches" ("user_id", "filters", "category", "metal", "condition", "min_price", "max_price", "location", "query", "match_keys")
         SELECT u, f::jsonb, c, m, k, lo, hi, l, q::tsquery, keys::text[]
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::text[], $9::text[], $10::text[]) AS t(u, f, c, m, k, lo, hi, l, q, keys)`,
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(column),
      );
    }
    const buildMs = (performance.now() - startedBuilding) / built.size;
    await client.query('VACUUM ANALYZE "saved_searches"');

    log(`saved-searches: matching ${SAMPLES} listings…`);
    const matcher = new SavedSearchMatcher(em);
    const { rows: listings } = await client.query(`SELECT "id" FROM "coins" WHERE NOT "is_sold" ORDER BY md5("id"::text) LIMIT $1`, [SAMPLES + 20]);
    for (let i = 0; i < 20; i++) await matcher.matchApproved(listings[SAMPLES + i].id, 1_000_000 + i); // warm-up
    const times = [];
    const matched = [];
    const candidates = [];
    for (let i = 0; i < SAMPLES; i++) {
      const started = performance.now();
      const found = await matcher.matchApproved(listings[i].id, i + 1);
      times.push(performance.now() - started);
      matched.push(found.matches.length);
    }
    const redelivered = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const found = await matcher.matchApproved(listings[i].id, i + 1);
      redelivered.push(performance.now() - started);
      if (found.matches.length !== matched[i]) throw new Error(`a redelivery found ${found.matches.length} matches, the first delivery ${matched[i]}`);
    }
    for (let i = 0; i < SAMPLES; i++) {
      const { rows: [listing] } = await client.query(`SELECT "price", ${LISTING_MATCH_KEYS_SQL} AS "keys" FROM "coins" c WHERE "id" = $1`, [listings[i].id]);
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM (${CANDIDATES_SQL.replace('?', '$1').replace('?', '$2')}) s`, [textArrayLiteral(listing.keys), listing.price]);
      candidates.push(rows[0].n);
    }
    const scanTimes = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await client.query(
        `SELECT count(*) FROM "saved_searches" s, (SELECT * FROM "coins" WHERE "id" = $1) c
         WHERE (s."category" IS NULL OR s."category" = c."category") AND (s."metal" IS NULL OR s."metal" = c."metal") AND (s."condition" IS NULL OR s."condition" = c."condition")
           AND (s."min_price" IS NULL OR s."min_price" <= c."price") AND (s."max_price" IS NULL OR s."max_price" >= c."price")
           AND (s."location" IS NULL OR strpos(lower(c."location"), s."location") > 0) AND (s."query" IS NULL OR c."search_vector" @@ s."query")`,
        [listings[i].id],
      );
      scanTimes.push(performance.now() - started);
    }
    const match = stats(times);
    const again = stats(redelivered);
    const scan = stats(scanTimes);
    const found = stats(matched);
    const picked = stats(candidates);
    const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
    const n = (value) => Math.round(value).toLocaleString('en-IN');
    log(`  match one approved listing p50 ${ms(match.p50)}, p99 ${ms(match.p99)}; matches p50 ${found.p50}, candidates p50 ${picked.p50}; scan of every search p50 ${ms(scan.p50)}`);
    return `## Saved-search alerts — ${searches.toLocaleString('en-IN')} saved searches
Finding the saved searches one newly approved listing matches (docs/decisions/0066), as the alert consumer does it:
the server's SavedSearchMatcher on the built backend, against ${searches.toLocaleString('en-IN')} saved searches and ${LISTINGS.toLocaleString('en-IN')} listings drawn from one
Zipf-like vocabulary of coin words — rulers, denominations, mints, years, descriptors, Hindi (scripts/bench/saved-search-corpus.mjs):
${n(kinds.words)} searches of one to three words (about a third with a category, a third with a price range), ${n(kinds.chips)} with
chips and a price range only, ${n(kinds.price)} with a price range and a location only; ${SAMPLES} listings, one after another. Each call is two
statements: the listing and its keys, then one statement that picks the candidates by index (GIN on \`match_keys\`, GiST on the
price range of searches with neither words nor chips), checks them in full (chips, price range, location, \`search_vector @@ query\`),
records the new matches in one insert and answers them.

| measured | p50 | p99 | max |
|---|---|---|---|
| match one approved listing and record its matches (SavedSearchMatcher.matchApproved) | ${ms(match.p50)} | ${ms(match.p99)} | ${ms(match.max)} |
| the same listing again (a redelivered event: nothing new to record; 20 listings) | ${ms(again.p50)} | ${ms(again.p99)} | ${ms(again.max)} |
| the same check over every saved search, no index (SQL alone, 20 listings) | ${ms(scan.p50)} | ${ms(scan.p99)} | ${ms(scan.max)} |
| saved searches a listing matches (one notification each) | ${n(found.p50)} | ${n(found.p99)} | ${n(found.max)} |
| candidates the indexes pick for a listing (checked in full) | ${n(picked.p50)} | ${n(picked.p99)} | ${n(picked.max)} |

Matches per listing average ${mean(matched).toFixed(1)}, candidates ${n(mean(candidates))} (of ${searches.toLocaleString('en-IN')}). Building one saved search's columns
(its tsquery and its key, chosen by the planner's estimates): ${buildMs.toFixed(2)} ms on average over ${n(built.size)} distinct word-and-chip sets.
`;
  } finally {
    await client.end().catch(() => undefined);
    await db.drop();
  }
}
