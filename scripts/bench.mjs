#!/usr/bin/env node
/**
 * `npm run bench` — performance of the catalog's browse/search call, measured, never asserted.
 * Seeds a fresh database with N approved listings (default 100,000; `npm run bench -- --rows 1000000`),
 * then for every query shape measures GET /api/coins on the real server (NestJS, validation,
 * sessions guard, logging) and, in the same run, the same SQL behind a bare node:http + pg server
 * (the floor), with autocannon at 50 connections. Writes the table, the machine and the query plans
 * to docs/performance.md. Everything it creates (database, Redis keys, processes) is removed after.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { seedSql } from './bench/seed.sql.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const rows = Number(args[args.indexOf('--rows') + 1] || 100_000) || 100_000;
const duration = Number(args[args.indexOf('--seconds') + 1] || 5) || 5;
const connections = 50;
const server = 'postgres://postgres@127.0.0.1:5432';
const database = `sikka_bench_${Date.now().toString(36)}`;
const databaseUrl = `${server}/${database}`;
const redisPrefix = `${database}:`;
const APP_PORT = 3471;
const FLOOR_PORT = 3472;

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
  ['Hindi text', `search=${encodeURIComponent('मुग़ल चाँदी')}`],
  ['offset 10,000', 'offset=10000'],
];

const log = (line) => process.stdout.write(`${line}\n`);

function start(command, argv, env) {
  const child = spawn(command, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.output = () => output;
  return child;
}

async function waitFor(url, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`process exited:\n${child.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never answered:\n${child.output()}`);
}

async function measure(url) {
  await autocannon({ url, connections: 10, duration: 1 });
  const r = await autocannon({ url, connections, duration });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average };
}

const children = [];
const admin = new pg.Client({ connectionString: `${server}/postgres` });
let exitCode = 0;
try {
  log(`Building the backend…`);
  execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: root, stdio: 'ignore' });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  const { migrate } = require('../backend/dist/platform/database/migrate.js');
  await migrate({ databaseUrl });

  log(`Seeding ${rows.toLocaleString('en-IN')} listings…`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const seeded = Date.now();
  for (const statement of seedSql(rows)) await db.query(statement);
  log(`  seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

  const env = { DATABASE_URL: databaseUrl, REDIS_PREFIX: redisPrefix, SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production', SESSION_SECRET: 'bench-session-secret-0123456789' };
  const app = start(process.execPath, ['backend/dist/main.js'], { ...env, PORT: String(APP_PORT), APP_ROLE: 'api' });
  const floor = start(process.execPath, ['scripts/bench/floor-server.mjs', String(FLOOR_PORT), databaseUrl], {});
  children.push(app, floor);
  await waitFor(`http://127.0.0.1:${APP_PORT}/readyz`, app);
  await waitFor(`http://127.0.0.1:${FLOOR_PORT}/api/coins`, floor);

  const results = [];
  for (const [name, query] of SHAPES) {
    const path = `/api/coins${query ? `?${query}` : ''}`;
    const stack = await measure(`http://127.0.0.1:${APP_PORT}${path}`);
    const bare = await measure(`http://127.0.0.1:${FLOOR_PORT}${path}`);
    results.push({ name, path, stack, bare });
    log(`  ${name.padEnd(16)} stack p50 ${stack.p50} ms p99 ${stack.p99} ms ${stack.rps.toFixed(0)} req/s | floor p50 ${bare.p50} ms p99 ${bare.p99} ms ${bare.rps.toFixed(0)} req/s | ${(stack.rps / bare.rps * 100).toFixed(0)}%`);
  }

  const { listingSql } = require('../backend/dist/contexts/catalog/infrastructure/listing-search.js');
  const plans = [];
  for (const { name, path } of results) {
    const q = Object.fromEntries(new URL(path, 'http://x').searchParams);
    const filters = { ...q, minPrice: q.minPrice ? Number(q.minPrice) : undefined, maxPrice: q.maxPrice ? Number(q.maxPrice) : undefined, sortBy: q.sortBy ?? 'recent', limit: 20, offset: Number(q.offset ?? 0) };
    const sql = listingSql(filters);
    let n = 0;
    const text = sql.select.replace(/\?/g, () => `$${++n}`);
    const plan = await db.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${text}`, [...sql.params, filters.limit, filters.offset]);
    plans.push(`#### ${name}\n\`\`\`\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\``);
  }
  await db.end();

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const table = results
    .map(({ name, stack, bare }) => `| ${name} | ${stack.p50} | ${stack.p99} | ${stack.rps.toFixed(0)} | ${bare.p50} | ${bare.p99} | ${bare.rps.toFixed(0)} | ${((stack.rps / bare.rps) * 100).toFixed(0)}% |`)
    .join('\n');
  const worstP99 = Math.max(...results.map((r) => r.stack.p99));
  const minRatio = Math.min(...results.map((r) => r.stack.rps / r.bare.rps));
  const doc = `# Performance

Measured by \`npm run bench\` (scripts/bench.mjs) — never asserted in tests. Each run seeds a fresh
database, measures the real server (api role, production logging) and, in the same run, a bare
node:http + pg server running exactly the same SQL (page + count + sellers) as the floor.

## GET /api/coins — ${rows.toLocaleString('en-IN')} approved listings
Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB,
Node ${process.version}, PostgreSQL 15 on the same machine; autocannon, ${connections} connections, ${duration} s per shape after a 1 s warm-up.
Latencies in ms.

| shape | stack p50 | stack p99 | stack req/s | floor p50 | floor p99 | floor req/s | stack / floor |
|---|---|---|---|---|---|---|---|
${table}

Worst stack p99: **${worstP99} ms** (goal ≤ 50 ms). Lowest stack/floor throughput: **${(minRatio * 100).toFixed(0)}%** (goal ≥ 80%).
The client, both servers and PostgreSQL share the machine's ${cpus().length} cores, so absolute numbers are pessimistic; the ratio is the comparison that matters.

## Query plans (EXPLAIN ANALYZE of the page query)
${plans.join('\n\n')}
`;
  writeFileSync(join(root, 'docs', 'performance.md'), doc);
  log(`\nWrote docs/performance.md (worst p99 ${worstP99} ms, lowest ratio ${(minRatio * 100).toFixed(0)}%)`);
} catch (error) {
  exitCode = 1;
  process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  try {
    execFileSync('sh', ['-c', `redis-cli --scan --pattern '${redisPrefix}*' | xargs -r redis-cli del > /dev/null`]);
  } catch {}
  process.exit(exitCode);
}
