import request from 'supertest';
import { io, Socket } from 'socket.io-client';
import { RealtimePublisher } from '../src/platform/realtime/realtime.publisher';
import { createTestApp, TestApp, uniqueMobileNumber } from './support/test-app';

function connect(url: string, cookie?: string): Socket {
  return io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: cookie ? { Cookie: cookie } : {} });
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
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await createTestApp({ listen: true });
    // Two API processes of one deployment share a Redis prefix.
    b = await createTestApp({ listen: true, redisPrefix: a.config.redisPrefix });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([a.close(), b.close()]);
  });

  async function signedInUser(): Promise<{ id: number; cookie: string }> {
    const res = await request(a.http)
      .post('/api/register')
      .send({ name: 'Socket User', mobileNumber: uniqueMobileNumber(), password: 'socket-password' })
      .expect(201);
    return { id: res.body.id, cookie: String(res.headers['set-cookie'][0]).split(';')[0] };
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
});
