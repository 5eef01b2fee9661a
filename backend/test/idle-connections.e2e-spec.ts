import { connect, type Socket } from 'node:net';
import { IDLE_CONNECTION_MS } from '../src/platform/http/idle-connections';
import { createTestApp, TestApp } from './support/test-app';

/** Reads from `socket` until one whole HTTP answer without a body to speak of (GET /healthz) has arrived. */
function nextAnswer(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const head = text.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? NaN);
      if (head >= 0 && text.length >= head + 4 + length) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error(`the server closed the connection; it had sent: ${JSON.stringify(text)}`)));
  });
}

/** decisions/0094: an idle kept-alive connection outlives the clients' own idle limits. */
describe('Idle kept-alive connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ listen: true });
  });
  afterAll(() => t.close());

  it('answers a second request on a connection left idle for longer than Node’s default 5 s', async () => {
    expect(IDLE_CONNECTION_MS).toBeGreaterThan(60_000);
    const { port } = new URL(t.url!);
    const socket = connect(Number(port), '127.0.0.1');
    try {
      const ask = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n';
      const first = nextAnswer(socket);
      socket.write(ask);
      expect(await first).toMatch(/^HTTP\/1\.1 200/);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const second = nextAnswer(socket);
      socket.write(ask);
      expect(await second).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      socket.destroy();
    }
  }, 20_000);
});
