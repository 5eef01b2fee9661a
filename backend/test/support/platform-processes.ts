import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export async function eventually<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 20_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The real server (src/main.ts as `npm start` runs it, through ts-node) on a free port. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', resolve(__dirname, '../../src/main.ts')], {
    cwd: resolve(__dirname, '../..'),
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const server: ServerProcess = {
    child,
    url,
    port,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (output.includes('Sikka is running on')) {
      try {
        if ((await fetch(`${url}/healthz`)).ok) return server;
      } catch {
        // not listening yet
      }
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A private, non-persistent redis-server (a restart loses every key, like a crash without persistence). */
export interface PrivateRedis {
  port: number;
  url: string;
  start(): Promise<void>;
  kill(): Promise<void>;
}

export function privateRedis(port: number): PrivateRedis {
  let child: ChildProcess | null = null;
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      let output = '';
      await new Promise<void>((done, fail) => {
        started.stdout!.on('data', (chunk) => {
          output += chunk;
          if (output.includes('Ready to accept connections')) done();
        });
        started.once('exit', (code) => fail(new Error(`redis-server exited with ${code}:\n${output}`)));
      });
    },
    async kill() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = once(running, 'exit');
      running.kill('SIGKILL');
      await exited;
    },
  };
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * A private PostgreSQL cluster in a temporary directory, run as the `postgres` system user (initdb
 * refuses root). `stopImmediately` is a crash-like stop (`pg_ctl stop -m immediate`); `remove`
 * stops it and deletes the directory.
 */
export interface PrivatePostgres {
  port: number;
  serverUrl: string;
  start(): void;
  stopImmediately(): void;
  remove(): void;
}

function asPostgres(args: string[]): string {
  const [command, ...rest] = args;
  const asRoot = process.getuid?.() === 0;
  return execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...rest] : rest, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export function privatePostgres(port: number): PrivatePostgres {
  const dir = mkdtempSync(join(tmpdir(), 'sikka-private-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  asPostgres([`${PG_BIN}/initdb`, '-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const ctl = (...args: string[]) => asPostgres([`${PG_BIN}/pg_ctl`, '-D', data, ...args]);
  return {
    port,
    serverUrl: `postgres://postgres@127.0.0.1:${port}`,
    start() {
      ctl('start', '-w', '-t', '30', '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`);
    },
    stopImmediately() {
      ctl('stop', '-m', 'immediate', '-w');
    },
    remove() {
      try {
        ctl('stop', '-m', 'immediate', '-w');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body), signal });
}

export function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error(`no session cookie (status ${res.status})`);
  return cookie.split(';')[0];
}

/** The JSON error of a dependency outage. */
export const UNAVAILABLE = { statusCode: 503, message: expect.stringMatching(/temporarily unavailable/), error: 'Service Unavailable' };

/** Runs a call, failing it when no answer came within 5 s (a hung request); answers its status, body and duration. */
export async function timedCall(call: (signal: AbortSignal) => Promise<Response>): Promise<{ status: number; body: unknown; ms: number }> {
  const started = Date.now();
  const res = await call(AbortSignal.timeout(5000));
  const body = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
  return { status: res.status, body, ms: Date.now() - started };
}
