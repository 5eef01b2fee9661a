#!/usr/bin/env node
/**
 * `npm test`: every check and test of the repository, against the real PostgreSQL and Redis (each
 * suite makes its own database and Redis key prefix and removes them afterwards).
 *   lint (+ OpenAPI lint) → typecheck, then two lanes side by side:
 *     backend jest (unit, integration, HTTP e2e)
 *     frontend vitest → build → first-load JavaScript budget → browser tests (Playwright + Debian Chromium
 *     against the built server)
 * The lanes share nothing (their own databases, Redis prefixes and ports) and each spends much of its
 * time waiting on PostgreSQL, Redis or the browser, so side by side they take little more than the
 * longer one. A lane's output is printed whole when its step ends, so the two never interleave.
 * Ends with one line "N passed, N failed" counting the tests of every runner.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const reports = mkdtempSync(join(tmpdir(), 'sikka-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

const CHILD_ENV = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };

function report(title, ok, result, started) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`━━ ${title}: ${ok ? 'ok' : `FAILED (exit ${result})`} in ${seconds}s\n`);
  if (!ok) failures.push(title);
  return ok;
}

/** Runs a step with its output straight to the terminal (while nothing runs beside it). */
function run(title, command, args) {
  process.stdout.write(`\n━━ ${title}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: CHILD_ENV });
  return report(title, result.status === 0, result.status ?? result.signal, started);
}

/** Runs a step of a lane: its output is kept and printed whole when it ends. */
function runInLane(title, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: CHILD_ENV });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status, signal) => {
      process.stdout.write(`\n━━ ${title}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(report(title, status === 0, status ?? signal, started));
    });
  });
}

function count(file, read) {
  if (!existsSync(file)) return;
  const { passed, failed, skipped } = read(JSON.parse(readFileSync(file, 'utf8')));
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
}

const jestCounts = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests });
const vitestCounts = jestCounts; // vitest's json reporter uses jest's field names

function reachable(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.setTimeout(2000, () => (socket.destroy(), resolve(false)));
  });
}

async function preflight() {
  const missing = [];
  if (!(await reachable(5432))) missing.push('PostgreSQL on 127.0.0.1:5432');
  if (!(await reachable(6379))) missing.push('Redis on 127.0.0.1:6379');
  if (missing.length) {
    process.stderr.write(`The tests need ${missing.join(' and ')} (see docs/operations.md, "Local services").\n`);
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    const root = process.getuid?.() === 0;
    process.stdout.write(`Chromium is missing at ${CHROMIUM}; ${root ? 'installing Debian\'s chromium package' : 'install it with: sudo apt-get install -y chromium'}\n`);
    if (!root) process.exit(1);
    if (!run('install chromium (apt-get)', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core'])) {
      process.exit(1);
    }
  }
}

await preflight();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

run('lint: architecture rules, locales and the OpenAPI document (Redocly)', npm, ['run', 'lint']);
run('typecheck', npm, ['run', 'typecheck']);

const jestReport = join(reports, 'jest.json');
const vitestReport = join(reports, 'vitest.json');
const e2eReport = join(reports, 'e2e.json');

/**
 * The backend's lane runs at a lower CPU priority (nice 10): its tests wait on answers, while a browser
 * test's clicks land where an animation was a frame ago when Chromium is starved.
 */
async function backendLane() {
  const jest = [npm, 'test', '-w', 'backend', '--', `--json`, `--outputFile=${jestReport}`];
  const [command, args] = existsSync('/usr/bin/nice') ? ['/usr/bin/nice', ['-n', '10', ...jest]] : [jest[0], jest.slice(1)];
  await runInLane('backend: unit, integration and HTTP end-to-end tests (jest)', command, args);
}

async function webLane() {
  await runInLane('frontend: unit tests (vitest)', npm, ['test', '-w', 'frontend', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
  if (!(await runInLane('build: backend and web app', npm, ['run', 'build']))) {
    failures.push('browser tests (not run: the build failed)');
    return;
  }
  await runInLane('first-load JavaScript of / within its budget (docs/decisions/0050)', process.execPath, ['scripts/check-bundle-size.mjs', 'frontend/dist']);
  await runInLane('browser tests (Playwright + Chromium)', npm, ['run', 'test:e2e', '-w', 'frontend', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${e2eReport}`]);
}

process.stdout.write('\n━━ two lanes side by side: the backend\'s tests, and the web app\'s tests, build and browser tests\n');
await Promise.all([backendLane(), webLane()]);
count(jestReport, jestCounts);
count(vitestReport, vitestCounts);
count(e2eReport, vitestCounts);

rmSync(reports, { recursive: true, force: true });
process.stdout.write('\n');
if (failures.length) process.stdout.write(`Failed steps: ${failures.join('; ')}\n`);
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`);
process.exit(failures.length || totals.failed ? 1 : 0);
