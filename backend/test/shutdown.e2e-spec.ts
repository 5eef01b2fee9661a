import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { io } from 'socket.io-client';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become ready:\n${output()}`);
}

describe('Graceful shutdown of the real server process', () => {
  it('on SIGTERM finishes in-flight requests, closes sockets and exits', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let output = '';
    const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', resolve(__dirname, '../src/main.ts')], {
      cwd: resolve(__dirname, '..'),
      env: { ...process.env, PORT: String(port), REDIS_PREFIX: `${process.env.REDIS_PREFIX}shutdown:`, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      child.once('exit', (code, signal) => done({ code, signal })),
    );

    try {
      await waitForReady(url, child, () => output);
      expect(output).toContain(`Sikka is running on http://localhost:${port}`);

      const registered = await fetch(`${url}/api/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Shutdown Tester', mobileNumber: `8${String(Date.now()).slice(-9)}`, password: 'shutdown-pass' }),
      });
      const cookie = String(registered.headers.get('set-cookie')).split(';')[0];
      const socket = io(url, { transports: ['websocket'], reconnection: false, extraHeaders: { Cookie: cookie } });
      await new Promise<void>((done, fail) => {
        socket.once('connect', done);
        socket.once('connect_error', fail);
      });
      const socketClosed = new Promise<string>((done) => socket.once('disconnect', done));

      // A request in flight when the signal arrives (argon2 makes login take a while) must complete.
      const inFlight = fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mobileNumber: '9999999999', password: 'whatever-password' }),
      });
      await new Promise((r) => setTimeout(r, 20));
      child.kill('SIGTERM');

      expect((await inFlight).status).toBe(401);
      await expect(socketClosed).resolves.toEqual(expect.any(String));
      const { code, signal } = await exited;
      expect(code === 0 || signal === 'SIGTERM').toBe(true);
      expect(output).not.toMatch(/shutdown took too long/);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});
