import { Agent, request as httpRequest } from 'node:http';
import { io } from 'socket.io-client';
import { postJson, sessionCookie, startServer } from './support/platform-processes';
import { uniqueMobileNumber } from './support/test-app';

/** What became of one request sent while the server shuts down. */
interface Outcome {
  sentAt: number;
  /** answered: a complete response; refused: no connection; reset: the connection closed before any response byte; cut: a response that started and did not complete. */
  kind: 'answered' | 'refused' | 'reset' | 'cut';
  status?: number;
}

function send(agent: Agent, port: number, method: 'GET' | 'POST', path: string, body?: object): Promise<Outcome> {
  const sentAt = Date.now();
  return new Promise((resolve) => {
    let started = false;
    const payload = body ? JSON.stringify(body) : undefined;
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, agent, headers: payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {} },
      (res) => {
        started = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let complete = res.complete;
          try {
            JSON.parse(text);
          } catch {
            complete = false;
          }
          resolve({ sentAt, kind: complete ? 'answered' : 'cut', status: res.statusCode });
        });
        res.on('error', () => resolve({ sentAt, kind: 'cut', status: res.statusCode }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (started) return resolve({ sentAt, kind: 'cut' });
      resolve({ sentAt, kind: error.code === 'ECONNREFUSED' ? 'refused' : 'reset' });
    });
    req.end(payload);
  });
}

describe('Graceful shutdown of the real server process', () => {
  it('on SIGTERM finishes in-flight requests, closes sockets and exits 0', async () => {
    const server = await startServer();
    try {
      const { url } = server;
      expect(server.output()).toContain(`Sikka is running on http://localhost:${server.port}`);

      const registered = await postJson(`${url}/api/register`, { name: 'Shutdown Tester', mobileNumber: uniqueMobileNumber(), password: 'shutdown-pass' });
      const cookie = sessionCookie(registered);
      const socket = io(url, { transports: ['websocket'], reconnection: false, extraHeaders: { Cookie: cookie } });
      await new Promise<void>((done, fail) => {
        socket.once('connect', done);
        socket.once('connect_error', fail);
      });
      const socketClosed = new Promise<string>((done) => socket.once('disconnect', done));

      // A request in flight when the signal arrives (argon2 makes login take a while) must complete.
      const inFlight = postJson(`${url}/api/login`, { mobileNumber: '9999999999', password: 'whatever-password' });
      await new Promise((r) => setTimeout(r, 20));
      server.child.kill('SIGTERM');

      expect((await inFlight).status).toBe(401);
      await expect(socketClosed).resolves.toEqual(expect.any(String));
      const { code, signal } = await server.exited;
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      expect(server.output()).not.toMatch(/shutdown took too long/);
    } finally {
      await server.stop('SIGKILL');
    }
  }, 90_000);

  it('under keep-alive load stops taking requests, answers those in flight with Connection: close and exits 0 within 10 s', async () => {
    // info: every request is logged, and one the server could not finish is logged as "request aborted".
    const server = await startServer({ LOG_LEVEL: 'info' });
    const agent = new Agent({ keepAlive: true, maxSockets: 32 });
    try {
      const outcomes: Outcome[] = [];
      let stopAt = Number.POSITIVE_INFINITY;
      // Quick reads, database reads and slow sign-ins (argon2).
      const call = (index: number): Promise<Outcome> =>
        index % 3 === 0
          ? send(agent, server.port, 'POST', '/api/login', { mobileNumber: uniqueMobileNumber(), password: 'wrong-password-1' })
          : send(agent, server.port, 'GET', index % 3 === 1 ? '/api/plans' : '/api/coins?limit=5');
      // Warm up first (lazy compilation makes the very first requests slow), so the load measures the drain.
      for (let round = 0; round < 3; round++) await Promise.all([0, 1, 2].map(call));
      // 24 keep-alive clients, each sending its next request as soon as it has an answer.
      const client = async (index: number): Promise<void> => {
        while (Date.now() < stopAt) {
          const outcome = await call(index);
          outcomes.push(outcome);
          if (outcome.kind === 'refused') return;
        }
      };
      const clients = Array.from({ length: 24 }, (_, i) => client(i));

      await new Promise((r) => setTimeout(r, 1500));
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      // A request sent once the drain has begun (on a new connection; the drain lasts at least 1 s) is not served.
      const probe = new Promise<Outcome>((done) => setTimeout(() => void send(new Agent({ keepAlive: false }), server.port, 'GET', '/api/plans').then(done), 300));
      const { code, signal } = await server.exited;
      const exitedAfterMs = Date.now() - signalledAt;
      stopAt = Date.now() + 500;
      await Promise.all(clients);

      expect({ code, signal }).toEqual({ code: 0, signal: null });
      expect(exitedAfterMs).toBeLessThan(10_000);
      expect(outcomes.filter((o) => o.sentAt < signalledAt && o.kind === 'answered').length).toBeGreaterThan(20);
      // No answer was cut short, on either side. (A connection still waiting in the accept queue when
      // the listener closes is reset by the kernel: refused, never seen by the server; not asserted.)
      expect(outcomes.filter((o) => o.kind === 'cut')).toEqual([]);
      expect(server.output()).toMatch(/request completed/);
      expect(server.output()).not.toMatch(/request aborted|shutdown took too long|requests still running/);
      expect(server.output()).toMatch(/shut down cleanly/);
      // Requests sent once the drain has begun are not served: refused, or a 503 on a connection that then closes.
      // When it began is the server's own log line (on a loaded machine the signal can take longer than a moment to be handled).
      const drainLine = server
        .output()
        .split('\n')
        .find((line) => line.includes('draining before exit'));
      expect(drainLine).toBeDefined();
      const { time } = JSON.parse(drainLine!.slice(drainLine!.indexOf('{'))) as { time: number | string };
      const drainBegan = typeof time === 'number' ? time : Date.parse(time);
      expect(drainBegan).toBeGreaterThanOrEqual(signalledAt - 1000);
      const late = [...outcomes.filter((o) => o.sentAt > drainBegan), await probe];
      expect(late.filter((o) => o.kind === 'answered' && o.status !== 503)).toEqual([]);
    } finally {
      agent.destroy();
      await server.stop('SIGKILL');
    }
  }, 90_000);
});
