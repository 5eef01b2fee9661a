#!/usr/bin/env node
/**
 * `npm run bench` — performance measured, never asserted in tests. Each part makes its own throwaway
 * database and Redis prefix and removes them; results go to docs/performance.md.
 *   --only catalog|push|offers|lighthouse   run one part (default: all); a single lighthouse run replaces
 *                                only its own section of docs/performance.md
 *   --rows N                     listings for the catalog part (default 100000; 1000000 works too)
 *   --seconds N                  autocannon duration per catalog shape (default 5)
 *   --web-dist DIR               lighthouse: serve this web build instead of building one in a temp folder
 *   --server-entry FILE          lighthouse: start this server build (default backend/dist/main.js)
 *   --runs N                     lighthouse: runs per page, the median reported (default 3)
 */
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchCatalog } from './bench/catalog.mjs';
import { log, root } from './bench/harness.mjs';
import { benchLighthouse, LIGHTHOUSE_HEADING } from './bench/lighthouse.mjs';
import { benchOffers } from './bench/offers.mjs';
import { benchPush } from './bench/push.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const only = option('--only', 'all');
const rows = Number(option('--rows', 100_000));
const duration = Number(option('--seconds', 5));
const webDist = option('--web-dist', undefined);
const serverEntry = option('--server-entry', undefined);
const runs = Number(option('--runs', 3));

log('Building the backend…');
execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: root, stdio: 'ignore' });

const sections = [];
try {
  if (only === 'all' || only === 'catalog') sections.push(await benchCatalog({ rows, duration }));
  if (only === 'all' || only === 'push') sections.push(await benchPush());
  if (only === 'all' || only === 'offers') sections.push(await benchOffers());
  if (only === 'all' || only === 'lighthouse') sections.push(await benchLighthouse({ webDist, serverEntry, runs }));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
}

const file = join(root, 'docs', 'performance.md');
if (only === 'lighthouse' && existsSync(file)) {
  writeFileSync(file, withSection(readFileSync(file, 'utf8'), sections[0]));
  log(`Updated the Lighthouse section of ${file}`);
  process.exit(0);
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, PostgreSQL and Redis on the same machine`;
writeFileSync(
  file,
  `# Performance

Measured by \`npm run bench\` (scripts/bench.mjs), never by timed assertions in tests. Every number below
comes from one run on ${machine}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.
The load generator, the servers and PostgreSQL share the same cores, so absolute numbers are
pessimistic; each table compares against a floor measured in the same run.

${sections.join('\n')}
## Reading the numbers
- With 50 connections on 2 cores, latency is mostly queueing: p50 ≈ connections ÷ throughput. The
  p99 ≤ 50 ms goal for browse/search needs about 1,000 requests a second per shape here; the bare
  floor itself reaches 500-1,000 for the cheap shapes, so neither meets it on this machine. The
  database work per page is small (each plan above runs in well under 1 ms, except an empty
  multi-filter search and text searches, which read every match to sort them).
- The stack/floor ratio is lowest for the cheapest queries (about 40-65%): there the fixed cost of
  the framework (routing, helmet, request logging, metrics, DTO validation, the ORM's query layer)
  is as large as the SQL. For the expensive shapes (location, text, offset 10,000) it is 75-120%.
- Chat push meets its goal: p99 send → receive across two API processes stays well under 50 ms at
  50 messages a second.
- Offer decisions: every one of the racing pair is answered (200 or 409) and the read model always
  equals the replay, so no conflict is lost.
- First load (Lighthouse): Accessibility, Best Practices and SEO reach the ≥ 95 goal on every page.
  Performance does not: on the simulated mid-range phone (4× slower CPU, slow 4G) the main thread
  spends 2-3 s parsing and running JavaScript before the first screen paints. The first load itself
  is within its 170 KB budget, but the app shell (antd's providers) and the screen's chunk follow it
  at once — about 460 KB compressed on `/`. The remaining steps are in decisions/0050.
`,
);
log(`Wrote ${file}`);
process.exit(0);

/** `document` with its Lighthouse section replaced by `section` (or added before the reading). */
function withSection(document, section) {
  const start = document.indexOf(LIGHTHOUSE_HEADING);
  if (start >= 0) {
    const next = document.indexOf('\n## ', start + LIGHTHOUSE_HEADING.length);
    return `${document.slice(0, start)}${section}${next >= 0 ? `\n${document.slice(next + 1)}` : ''}`;
  }
  const reading = document.indexOf('## Reading the numbers');
  return reading >= 0 ? `${document.slice(0, reading)}${section}\n${document.slice(reading)}` : `${document}\n${section}`;
}
