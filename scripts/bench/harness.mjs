/** What every benchmark needs: throwaway databases, server processes, sessions and clean-up. */
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const require = createRequire(import.meta.url);
const Redis = require('ioredis');

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER = 'postgres://postgres@127.0.0.1:5432';
export const SESSION_SECRET = 'bench-session-secret-0123456789';
export const log = (line) => process.stdout.write(`${line}\n`);

/** A fresh, migrated database and a Redis prefix; `drop()` removes both. */
export async function benchDatabase(name) {
  const database = `sikka_bench_${name}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  const databaseUrl = `${SERVER}/${database}`;
  const { migrate } = require('../../backend/dist/platform/database/migrate.js');
  await migrate({ databaseUrl });
  const redisPrefix = `${database}:`;
  return {
    databaseUrl,
    redisPrefix,
    async drop() {
      const client = new pg.Client({ connectionString: `${SERVER}/postgres` });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await client.end();
      const redis = new Redis('redis://127.0.0.1:6379');
      const stream = redis.scanStream({ match: `${redisPrefix}*`, count: 1000 });
      for await (const keys of stream) if (keys.length) await redis.unlink(...keys);
      redis.disconnect();
    },
  };
}

/** Starts a process from the repository root, keeping its output for error reports. */
export function start(argv, env = {}) {
  const child = spawn(process.execPath, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.output = () => output;
  child.stop = () =>
    new Promise((resolve) => {
      // A child that ended by a signal has signalCode set and exitCode null: it will not exit again.
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return child;
}

/** The real server, API role, production logging; `env` adds to (or overrides) its environment. */
export function startApi(db, port, env = {}) {
  return start(['backend/dist/main.js'], {
    DATABASE_URL: db.databaseUrl,
    REDIS_PREFIX: db.redisPrefix,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PAYMENTS_SANDBOX: 'true',
    SMS_SANDBOX: 'true',
    SESSION_SECRET,
    APP_ROLE: 'api',
    PORT: String(port),
    ...env,
  });
}

export async function waitFor(url, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`process exited:\n${child.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never answered:\n${child.output()}`);
}

/** Signs users in without argon2: writes their sessions the way the server does and answers their cookies. */
export async function sessionCookies(db, userIds) {
  const redis = new Redis('redis://127.0.0.1:6379');
  const cookies = new Map();
  const pipeline = redis.pipeline();
  for (const userId of userIds) {
    const id = randomBytes(32).toString('base64url');
    pipeline.set(`${db.redisPrefix}session:${id}`, JSON.stringify({ userId, createdAt: new Date().toISOString() }), 'EX', 3600);
    cookies.set(userId, `sid=${id}.${createHmac('sha256', SESSION_SECRET).update(id).digest('base64url')}`);
  }
  await pipeline.exec();
  redis.disconnect();
  return cookies;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
