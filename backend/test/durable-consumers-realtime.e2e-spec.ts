import { Test, TestingModule } from '@nestjs/testing';
import { io, Socket } from 'socket.io-client';
import { AppModule } from '../src/app.module';
import { APP_CONFIG } from '../src/platform/config/config.module';
import { RealtimeGateway } from '../src/platform/realtime/realtime.gateway';
import { RealtimePublisher } from '../src/platform/realtime/realtime.publisher';
import { signUp, signUpAdmin } from './support/people';
import { createTestApp, TestApp } from './support/test-app';

function connected(url: string, cookie: string): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { Cookie: cookie } });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const received = (socket: Socket, event: string) => new Promise<unknown>((resolve) => socket.once(event, resolve));

describe('Socket pushes from a worker process (no Socket.IO server of its own)', () => {
  let api: TestApp;
  let worker: TestingModule;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    api = await createTestApp({ listen: true, overrides: { role: 'api' } });
    // A worker of the same deployment: the same Redis prefix, no HTTP server and so no Socket.IO server.
    worker = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(APP_CONFIG)
      .useValue({ ...api.config, role: 'worker' })
      .compile();
    worker.useLogger(false);
    await worker.init();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await worker.close();
    await api.close();
  });

  it('reaches a user’s sockets and the admins’ sockets connected to an API process, through the Redis adapter’s channels', async () => {
    expect(worker.get(RealtimeGateway).server).toBeUndefined();
    const user = await signUp(api);
    const other = await signUp(api);
    const admin = await signUpAdmin(api);
    const [userSocket, otherSocket, adminSocket] = await Promise.all([connected(api.url!, user.cookie), connected(api.url!, other.cookie), connected(api.url!, admin.cookie)]);
    sockets.push(userSocket, otherSocket, adminSocket);
    let leaked = false;
    otherSocket.on('test:from-worker', () => (leaked = true));
    userSocket.on('test:for-admins', () => (leaked = true));

    const toUser = received(userSocket, 'test:from-worker');
    const toAdmins = received(adminSocket, 'test:for-admins');
    const publisher = worker.get(RealtimePublisher);
    publisher.toUser(user.id, 'test:from-worker', { hello: 'नमस्ते', n: 1 });
    publisher.toAdmins('test:for-admins', { queue: 'changed' });

    await expect(toUser).resolves.toEqual({ hello: 'नमस्ते', n: 1 });
    await expect(toAdmins).resolves.toEqual({ queue: 'changed' });
    // Whatever else was going to arrive has arrived by the time a second push to the user does.
    const second = received(userSocket, 'test:from-worker');
    publisher.toUser(user.id, 'test:from-worker', { n: 2 });
    await expect(second).resolves.toEqual({ n: 2 });
    expect(leaked).toBe(false);
  });
});
