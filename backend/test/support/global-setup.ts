import { ensureDatabase } from '../../src/platform/database/ensure-database';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { newTestRun } from './test-env';

/** One fresh database and Redis key prefix per test run; the environment reaches every test file. */
export default async function globalSetup(): Promise<void> {
  const run = newTestRun();
  process.env.DATABASE_URL = run.databaseUrl;
  process.env.REDIS_PREFIX = run.redisPrefix;
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  process.env.SESSION_SECRET = 'test-session-secret-0123456789';
  process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
  process.env.SEED_DEMO = 'false';
  // Every sign-up and sign-in hashes a password: 1 MiB of argon2id instead of 64 (decisions/0088).
  process.env.PASSWORD_HASH_MEMORY_KIB ??= '1024';
  process.env.WEB_DIST = '/nonexistent-web-dist';
  process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'sikka-test-uploads-'));
  delete process.env.ADMIN_MOBILE;
  delete process.env.ADMIN_PASSWORD;
  delete process.env.RAZORPAY_KEY_ID;
  await ensureDatabase(run.databaseUrl);
  execFileSync(process.execPath, ['-r', 'ts-node/register/transpile-only', resolve(__dirname, 'migrate-cli.ts')], {
    env: process.env,
    stdio: 'inherit',
  });
}
