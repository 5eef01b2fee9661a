/**
 * The benchmark's floor: a bare node:http + pg server answering GET /api/coins with exactly the SQL
 * the application runs (imported from its build) — page, count and the sellers' names — and no
 * framework, validation, sessions or logging. Usage: node floor-server.mjs <port> <databaseUrl>
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { listingSql } = require('../../backend/dist/contexts/catalog/infrastructure/listing-search.js');
const { glossaryFrom } = require('../../backend/dist/contexts/catalog/domain/search-terms.js');

const [port, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
// The search glossary, read once as the application does (decisions/0046).
const glossary = glossaryFrom((await pool.query('SELECT "term", "concept" FROM "search_glossary"')).rows);
const numbered = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://floor');
    const q = Object.fromEntries(url.searchParams);
    const filters = {
      search: q.search,
      category: q.category,
      metal: q.metal,
      condition: q.condition,
      minPrice: q.minPrice ? Number(q.minPrice) : undefined,
      maxPrice: q.maxPrice ? Number(q.maxPrice) : undefined,
      location: q.location,
      sortBy: q.sortBy ?? 'recent',
      limit: Number(q.limit ?? 20),
      offset: Number(q.offset ?? 0),
    };
    const sql = listingSql(filters, glossary);
    const [page, count] = await Promise.all([
      pool.query(numbered(sql.select), [...sql.params, filters.limit, filters.offset]),
      pool.query(numbered(sql.count), sql.params),
    ]);
    const sellerIds = [...new Set(page.rows.map((row) => row.sellerId))];
    const sellers = sellerIds.length
      ? (await pool.query('SELECT "id", "name", "location", "created_at" FROM "users" WHERE "id" = ANY($1)', [sellerIds])).rows
      : [];
    const byId = new Map(sellers.map((s) => [s.id, s]));
    const body = JSON.stringify(page.rows.map((row) => ({ ...row, seller: byId.get(row.sellerId) })));
    res.writeHead(200, { 'Content-Type': 'application/json', 'X-Total-Count': String(count.rows[0].count) });
    res.end(body);
  } catch (error) {
    res.writeHead(500);
    res.end(String(error));
  }
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
