import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN } from './accounts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = 'redis://127.0.0.1:6379';
const READY_TIMEOUT_MS = 60_000;
const EXIT_TIMEOUT_MS = 15_000;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('Could not find a free port');
  return address.port;
}

async function waitUntilReady(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited with code ${server.exitCode} before it was ready:\n${output()}`);
    }
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), EXIT_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

async function dropDatabase(database: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.unlink(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

/**
 * Starts the real server (which serves the built web app from frontend/dist) on a free port with its
 * own database and Redis prefix, and removes all three afterwards. Needs `npm run build` first.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const suffix = randomBytes(6).toString('hex');
  const database = `sikka_e2e_${suffix}`;
  const redisPrefix = `sikka-e2e-${suffix}:`;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const uploadDir = mkdtempSync(join(tmpdir(), 'sikka-e2e-uploads-'));

  let output = '';
  // E2E_SERVER_ENTRY (and WEB_DIST, read by the server) let a build in another folder be tested.
  const server = spawn(process.execPath, [process.env.E2E_SERVER_ENTRY ?? 'backend/dist/main.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `${POSTGRES_URL}/${database}`,
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      SEED_DEMO: 'false',
      SESSION_SECRET: `e2e-secret-${randomBytes(16).toString('hex')}`,
      ADMIN_MOBILE: E2E_ADMIN.mobileNumber,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      UPLOAD_DIR: uploadDir,
      // The browser tests sign many people up from 127.0.0.1.
      REGISTRATION_LIMIT_PER_HOUR: '100000',
      // Every sign-up and sign-in hashes a password: 1 MiB of argon2id instead of 64 costs the tests
      // a hundredth of the CPU and tests the same code (decisions/0088).
      PASSWORD_HASH_MEMORY_KIB: '1024',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  const teardown = async () => {
    await stopServer(server);
    await dropDatabase(database);
    await deleteRedisKeys(redisPrefix);
    rmSync(uploadDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseUrl, server, () => output);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  return teardown;
}
