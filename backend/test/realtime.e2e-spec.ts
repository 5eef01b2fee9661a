import request from 'supertest';
import Redis from 'ioredis';
import { io, Socket } from 'socket.io-client';
import { RealtimePublisher } from '../src/platform/realtime/realtime.publisher';
import { REDIS } from '../src/platform/redis/redis.module';
import { createTestApp, TestApp, uniqueMobileNumber } from './support/test-app';

function connect(url: string, cookie?: string, origin?: string): Socket {
  const headers: Record<string, string> = { ...(cookie ? { Cookie: cookie } : {}), ...(origin ? { Origin: origin } : {}) };
  return io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: headers });
}

/** Resolves with the reason when the server closes the socket; rejects if it is still open after `ms`. */
function disconnectedWithin(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

describe('Realtime (Socket.IO over the Redis adapter)', () => {
  let a: TestApp;
  let b: TestApp;
  let c: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await createTestApp({ listen: true });
    // API processes of one deployment share a Redis prefix. A and B re-check their sockets' sessions only
    // every 30 s (the default), so a socket they close at once was closed by the sign-out itself; C every second.
    b = await createTestApp({ listen: true, redisPrefix: a.config.redisPrefix });
    c = await createTestApp({ listen: true, redisPrefix: a.config.redisPrefix, overrides: { socketSessionCheckSeconds: 1 } });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([a.close(), b.close(), c.close()]);
  });

  async function signedInUser(): Promise<{ id: number; cookie: string; mobileNumber: string }> {
    const mobileNumber = uniqueMobileNumber();
    const res = await request(a.http).post('/api/register').send({ name: 'Socket User', mobileNumber, password: 'socket-password' }).expect(201);
    return { id: res.body.id, cookie: String(res.headers['set-cookie'][0]).split(';')[0], mobileNumber };
  }

  it('refuses a connection without a session', async () => {
    const socket = connect(a.url!);
    sockets.push(socket);
    await expect(connected(socket)).rejects.toThrow(/Unauthorized/);
  });

  it('refuses a forged session cookie', async () => {
    const socket = connect(a.url!, 'sid=forged.value');
    sockets.push(socket);
    await expect(connected(socket)).rejects.toThrow(/Unauthorized/);
  });

  it("joins a signed-in socket to its user's room, reachable from another API process", async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const socket = connect(b.url!, user.cookie);
    const otherSocket = connect(b.url!, other.cookie);
    sockets.push(socket, otherSocket);
    await Promise.all([connected(socket), connected(otherSocket)]);

    const received = new Promise((resolve) => socket.once('test:ping', resolve));
    let leaked = false;
    otherSocket.on('test:ping', () => {
      leaked = true;
    });
    // Give the adapter's subscription a moment to be in place on both processes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    a.app.get(RealtimePublisher).toUser(user.id, 'test:ping', { hello: 'नमस्ते' });
    await expect(received).resolves.toEqual({ hello: 'नमस्ते' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(leaked).toBe(false);
  });

  it('closes the sockets of a session on every process when it signs out, and only those', async () => {
    const user = await signedInUser();
    const second = await request(a.http).post('/api/login').send({ mobileNumber: user.mobileNumber, password: 'socket-password' }).expect(200);
    const otherSessionCookie = String(second.headers['set-cookie'][0]).split(';')[0];
    const onB = connect(b.url!, user.cookie);
    const onA = connect(a.url!, user.cookie);
    const otherSession = connect(b.url!, otherSessionCookie);
    sockets.push(onB, onA, otherSession);
    await Promise.all([connected(onB), connected(onA), connected(otherSession)]);

    const closedOnB = disconnectedWithin(onB, 5000);
    const closedOnA = disconnectedWithin(onA, 5000);
    await request(a.http).post('/api/logout').set('Cookie', user.cookie).expect((res) => expect(res.status).toBeLessThan(300));
    await expect(closedOnB).resolves.toBe('io server disconnect');
    await expect(closedOnA).resolves.toBe('io server disconnect');

    // The user's other session keeps its socket and its pushes; the closed one cannot come back.
    const received = new Promise((resolve) => otherSession.once('test:after-logout', resolve));
    a.app.get(RealtimePublisher).toUser(user.id, 'test:after-logout', { ok: true });
    await expect(received).resolves.toEqual({ ok: true });
    expect(otherSession.connected).toBe(true);
    const again = connect(b.url!, user.cookie);
    sockets.push(again);
    await expect(connected(again)).rejects.toThrow(/Unauthorized/);
  });

  it('refuses a socket opened by a page of another origin, even with a valid session cookie', async () => {
    const user = await signedInUser();
    const evil = connect(a.url!, user.cookie, 'https://evil.example');
    sockets.push(evil);
    await expect(connected(evil)).rejects.toThrow(/Forbidden/);

    const ownPage = connect(a.url!, user.cookie, new URL(a.url!).origin);
    sockets.push(ownPage);
    await expect(connected(ownPage)).resolves.toBeUndefined();
  });

  it('closes a socket whose session expired, within the check interval', async () => {
    const user = await signedInUser();
    const socket = connect(c.url!, user.cookie);
    sockets.push(socket);
    await connected(socket);

    const sessionId = decodeURIComponent(user.cookie.slice('sid='.length)).split('.')[0];
    // Let the session lapse as its TTL would (nothing else touches it meanwhile).
    await a.app.get<Redis>(REDIS).pexpire(`${a.config.redisPrefix}session:${sessionId}`, 1);
    await expect(disconnectedWithin(socket, 5000)).resolves.toBe('io server disconnect');
  });
});
