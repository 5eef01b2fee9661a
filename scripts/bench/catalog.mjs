/** GET /api/coins on N listings: the real server against the same SQL behind a bare node:http + pg floor. */
import { createRequire } from 'node:module';
import pg from 'pg';
import { benchDatabase, log, start, startApi, waitFor } from './harness.mjs';
import { seedSql } from './seed.sql.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const SHAPES = [
  ['no filter', ''],
  ['category', 'category=mughal'],
  ['metal', 'metal=silver'],
  ['condition', 'condition=fine'],
  ['price range', 'minPrice=1000&maxPrice=5000'],
  ['location', 'location=delhi'],
  ['all filters', 'category=british-india&metal=silver&condition=very-fine&minPrice=100&maxPrice=200000&location=mumbai'],
  ['sort price-low', 'sortBy=price-low'],
  ['sort price-high', 'sortBy=price-high'],
  ['sort oldest', 'sortBy=oldest'],
  ['sort popular', 'sortBy=popular'],
  ['English text', 'search=victoria%20rupees'],
  ['English prefix', 'search=aur'],
  ['broad word', 'search=silver'],
  ['Hindi text', `search=${encodeURIComponent('मुग़ल चाँदी')}`],
  ['Hindi glossary', `search=${encodeURIComponent('मोहर')}`],
  ['offset 10,000', 'offset=10000'],
];

/**
 * Shapes the stack cannot answer from its cache: every request carries a different maxPrice (above
 * every seeded price, so the matches are the same), hence a new filter set whose page and count are
 * computed from PostgreSQL, as the floor always does.
 */
const UNCACHED_SHAPES = [
  ['uncached: no filter', ''],
  ['uncached: all filters', 'category=british-india&metal=silver&condition=very-fine&minPrice=100&location=mumbai'],
  ['uncached: English text', 'search=victoria%20rupees'],
];

async function measure(url, connections, duration, { uncached = false } = {}) {
  let n = 0;
  const requests = uncached
    ? [{ setupRequest: (req) => ({ ...req, path: `${req.path}${req.path.includes('?') ? '&' : '?'}maxPrice=${1_000_000_000 - ++n}` }) }]
    : undefined;
  await autocannon({ url, connections: 10, duration: 1, requests });
  const r = await autocannon({ url, connections, duration, requests });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average };
}

export async function benchCatalog({ rows, duration, connections = 50 }) {
  const db = await benchDatabase('catalog');
  const children = [];
  try {
    log(`catalog: seeding ${rows.toLocaleString('en-IN')} listings…`);
    const client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
    const seeded = Date.now();
    for (const statement of seedSql(rows)) await client.query(statement);
    log(`  seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

    const app = startApi(db, 3471);
    const floor = start(['scripts/bench/floor-server.mjs', '3472', db.databaseUrl]);
    children.push(app, floor);
    await waitFor('http://127.0.0.1:3471/readyz', app);
    await waitFor('http://127.0.0.1:3472/api/coins', floor);

    // Both servers are warmed on a few shapes first, so the first shape measured does not pay for the
    // JIT compiling the request path (each shape still gets its own 1 s warm-up below).
    for (const query of ['', 'metal=silver', 'search=silver', 'offset=100']) {
      for (const port of [3471, 3472]) await autocannon({ url: `http://127.0.0.1:${port}/api/coins?${query}`, connections, duration: 2 });
    }

    const results = [];
    const shapes = [...SHAPES.map((shape) => [...shape, false]), ...UNCACHED_SHAPES.map((shape) => [...shape, true])];
    for (const [name, query, uncached] of shapes) {
      const path = `/api/coins${query ? `?${query}` : ''}`;
      const stack = await measure(`http://127.0.0.1:3471${path}`, connections, duration, { uncached });
      const bare = await measure(`http://127.0.0.1:3472${path}`, connections, duration, { uncached });
      results.push({ name, path, stack, bare, uncached });
      log(`  ${name.padEnd(16)} stack p50 ${stack.p50} p99 ${stack.p99} ms ${stack.rps.toFixed(0)}/s | floor p50 ${bare.p50} p99 ${bare.p99} ms ${bare.rps.toFixed(0)}/s | ${((stack.rps / bare.rps) * 100).toFixed(0)}%`);
    }

    const { listingSql } = require('../../backend/dist/contexts/catalog/infrastructure/listing-search.js');
    const { glossaryFrom } = require('../../backend/dist/contexts/catalog/domain/search-terms.js');
    const { estimateSuffices, estimateThreshold } = require('../../backend/dist/contexts/catalog/infrastructure/capped-count.js');
    const glossary = glossaryFrom((await client.query('SELECT "term", "concept" FROM "search_glossary"')).rows);
    const plans = [];
    for (const [name, query] of SHAPES) {
      const q = Object.fromEntries(new URLSearchParams(query));
      const filters = { ...q, minPrice: q.minPrice ? Number(q.minPrice) : undefined, maxPrice: q.maxPrice ? Number(q.maxPrice) : undefined, sortBy: q.sortBy ?? 'recent', limit: 20, offset: Number(q.offset ?? 0) };
      const sql = listingSql(filters, glossary);
      const explain = async (text, params) => {
        let n = 0;
        const numbered = text.replace(/\?/g, () => `$${++n}`);
        const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, SUMMARY ON) ${numbered}`, params);
        return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      };
      const page = await explain(sql.select, [...sql.params, filters.limit, filters.offset]);
      const count = await explain(sql.count, sql.params);
      let decision = '';
      if (sql.estimate) {
        // What the stack runs for a text search's count (decisions/0054): the planner's estimate, timed;
        // the capped count below runs only when the estimate (and the page) do not settle it.
        const estimatePlan = await client.query(
          `EXPLAIN (SUMMARY ON) ${sql.estimate.replace('EXPLAIN (FORMAT JSON) ', '').replace(/\?/g, ((n) => () => `$${++n}`)(0))}`,
          sql.params,
        );
        const lines = estimatePlan.rows.map((r) => r['QUERY PLAN']);
        const rowsEstimated = Number(/rows=(\d+)/.exec(lines[0])?.[1]);
        const enough = estimateSuffices(rowsEstimated, sql.conditions);
        decision = `Estimate (EXPLAIN, planned, not run): ${rowsEstimated.toLocaleString('en-IN')} rows, ${lines.find((l) => l.startsWith('Planning Time')) ?? ''}; threshold for ${sql.conditions} condition(s) ${estimateThreshold(sql.conditions).toLocaleString('en-IN')}: ${enough ? '**"1,000+" without counting** (the capped count below is not run)' : 'counted (below)'}.\n`;
      }
      plans.push(`#### ${name}\nPage:\n\`\`\`\n${page}\n\`\`\`\n${decision}Capped count:\n\`\`\`\n${count}\n\`\`\``);
    }
    await client.end();

    const table = results
      .map(({ name, stack, bare }) => `| ${name} | ${stack.p50} | ${stack.p99} | ${stack.rps.toFixed(0)} | ${bare.p50} | ${bare.p99} | ${bare.rps.toFixed(0)} | ${((stack.rps / bare.rps) * 100).toFixed(0)}% |`)
      .join('\n');
    const firstPages = results.filter((r) => !r.uncached && !r.path.includes('offset='));
    const worstP99 = Math.max(...firstPages.map((r) => r.stack.p99));
    const others = results.filter((r) => !firstPages.includes(r));
    const minRatio = Math.min(...others.map((r) => r.stack.rps / r.bare.rps));
    return `## GET /api/coins — ${rows.toLocaleString('en-IN')} approved listings
autocannon, ${connections} connections, ${duration} s per shape after a 1 s warm-up (and 2 s of four shapes before the first); latencies in ms. The stack is the
real server (api role, NestJS, validation, guards, production logging, its first-page and count cache in Redis:
decisions/0052 and 0053); the floor is a bare node:http + pg server running exactly the same SQL (page, capped
count, sellers) on every request, with no cache (it always runs the capped count; a text search in the stack may
take its count from the planner's estimate instead, decisions/0054). The "uncached" shapes send a different filter set on every request
(a maxPrice above every price), so the stack computes each one from PostgreSQL as the floor does.

| shape | stack p50 | stack p99 | stack req/s | floor p50 | floor p99 | floor req/s | stack / floor |
|---|---|---|---|---|---|---|---|
${table}

Worst stack p99 of a first page: **${worstP99} ms** (goal ≤ 50 ms). Lowest stack/floor throughput of the deep and
uncached shapes: **${(minRatio * 100).toFixed(0)}%** (goal ≥ 80%).

### Query plans (EXPLAIN ANALYZE, BUFFERS of each page query and its capped count)
${plans.join('\n\n')}
`;
  } finally {
    for (const child of children) await child.stop();
    await db.drop();
  }
}
