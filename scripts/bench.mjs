#!/usr/bin/env node
/**
 * `npm run bench` — performance measured, never asserted in tests. Each part makes its own throwaway
 * database and Redis prefix and removes them; results go to docs/performance.md.
 *   --only catalog|push|offers|flags|saved-searches|consumers|lighthouse   run one part (default: all); every run replaces only the
 *                                sections of the parts it ran in docs/performance.md
 *   --rows N                     listings for the catalog part (default 100000; 1000000 works too)
 *   --hashes N                   flags: listings with a stored photo hash (default 100000)
 *   --searches N                 saved-searches: saved searches stored (default 100000)
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
import { benchConsumers } from './bench/consumers.mjs';
import { benchFlags } from './bench/flags.mjs';
import { log, root } from './bench/harness.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { benchOffers } from './bench/offers.mjs';
import { benchPush } from './bench/push.mjs';
import { benchSavedSearches } from './bench/saved-searches.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const only = option('--only', 'all');
const rows = Number(option('--rows', 100_000));
const duration = Number(option('--seconds', 5));
const hashes = Number(option('--hashes', 100_000));
const searches = Number(option('--searches', 100_000));
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
  if (only === 'all' || only === 'flags') sections.push(await benchFlags({ hashes }));
  if (only === 'all' || only === 'saved-searches') sections.push(await benchSavedSearches({ searches }));
  if (only === 'all' || only === 'consumers') sections.push(await benchConsumers());
  if (only === 'all' || only === 'lighthouse') sections.push(await benchLighthouse({ webDist, serverEntry, runs }));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
}

const file = join(root, 'docs', 'performance.md');
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, PostgreSQL and Redis on the same machine`;
const header = `# Performance

Measured by \`npm run bench\` (scripts/bench.mjs), never by timed assertions in tests. Each section
below comes from one run of its part on ${machine}; the date of the latest run is ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.
The load generator, the servers and PostgreSQL share the same cores, so absolute numbers are
pessimistic; each table compares against a floor measured in the same run.
`;
// Each run replaces the sections of the parts it ran and keeps the others and the reading of the
// numbers, which is written by hand (a run cannot know what its numbers mean).
let document = existsSync(file) ? readFileSync(file, 'utf8') : `${header}\n## Reading the numbers\n`;
const firstSection = document.indexOf('\n## ');
document = header + (firstSection >= 0 ? document.slice(firstSection) : '');
for (const section of sections) document = withSection(document, section);
writeFileSync(file, document);
log(`Updated ${file}: ${sections.map((section) => section.slice(3, section.indexOf('\n'))).join('; ')}`);
process.exit(0);

/** A section's identity: its heading up to " — " or "(" (row counts and settings may change between runs). */
function sectionKey(section) {
  const heading = section.slice(0, section.indexOf('\n'));
  return heading.split(/ — | \(/)[0];
}

/** `document` with the section of the same heading replaced by `section` (or added before the reading). */
function withSection(document, section) {
  const key = sectionKey(section);
  const starts = [...document.matchAll(/^## .*$/gm)].map((match) => match.index);
  const start = starts.find((index) => sectionKey(document.slice(index)) === key);
  if (start !== undefined) {
    const next = starts.find((index) => index > start);
    return `${document.slice(0, start)}${section.trimEnd()}\n\n${next !== undefined ? document.slice(next) : ''}`;
  }
  // At the start of a line: a hand-written section may have a "### Reading the numbers" of its own.
  const reading = document.search(/^## Reading the numbers/m);
  return reading >= 0 ? `${document.slice(0, reading)}${section.trimEnd()}\n\n${document.slice(reading)}` : `${document}\n${section}`;
}
