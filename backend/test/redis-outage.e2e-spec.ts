import { createHmac, randomBytes } from 'node:crypto';
import { eventually, freePort, postJson, privateRedis, PrivateRedis, ServerProcess, sessionCookie, startServer, timedCall, UNAVAILABLE } from './support/platform-processes';
import { uniqueMobileNumber } from './support/test-app';

describe('Redis going away under the real server process', () => {
  let redis: PrivateRedis;
  let server: ServerProcess | null = null;
  const prefix = `${process.env.REDIS_PREFIX}redis-outage-${randomBytes(3).toString('hex')}:`;

  beforeAll(async () => {
    redis = privateRedis(await freePort());
    await redis.start();
    server = await startServer({ REDIS_URL: redis.url, REDIS_PREFIX: prefix });
  }, 90_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await redis.kill();
  });

  it('answers 503 JSON at once while Redis is down, keeps running, and recovers by itself when it is back', async () => {
    const url = server!.url;
    const mobileNumber = uniqueMobileNumber();
    const credentials = { mobileNumber, password: 'outage-pass-123' };
    const registered = await postJson(`${url}/api/register`, { name: 'Outage Tester', ...credentials });
    expect(registered.status).toBe(201);
    const cookie = sessionCookie(registered);
    expect((await fetch(`${url}/api/user`, { headers: { Cookie: cookie } })).status).toBe(200);

    await redis.kill();

    // Every call that needs Redis fails fast with the JSON error shape; 30 at once, none waits.
    const calls = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0
        ? timedCall((signal) => fetch(`${url}/api/user`, { headers: { Cookie: cookie }, signal }))
        : i % 3 === 1
          ? timedCall((signal) => postJson(`${url}/api/login`, credentials, {}, signal))
          : timedCall((signal) => postJson(`${url}/api/conversations/1/messages`, { content: 'hello' }, { Cookie: cookie }, signal)),
    );
    const answers = await Promise.all(calls);
    for (const answer of answers) {
      expect(answer).toEqual({ status: 503, body: UNAVAILABLE, ms: expect.any(Number) });
      expect(answer.ms).toBeLessThan(2500);
    }
    // A payment provider's webhook (no session involved) is not kept waiting on the job queue either:
    // it gets a 503, and the provider delivers it again later.
    const webhook = JSON.stringify({ entity: 'event', event: 'payment.captured', payload: { payment: { entity: { id: 'pay_outage', order_id: 'order_outage', amount: 19900 } } } });
    const delivered = await timedCall((signal) =>
      fetch(`${url}/api/webhooks/razorpay`, {
        method: 'POST',
        body: webhook,
        signal,
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Event-Id': `evt_outage_${Date.now()}`,
          'X-Razorpay-Signature': createHmac('sha256', 'sikka-sandbox-webhook-secret').update(webhook).digest('hex'),
        },
      }),
    );
    expect(delivered).toMatchObject({ status: 503, body: UNAVAILABLE });
    const ready = await timedCall((signal) => fetch(`${url}/readyz`, { signal }));
    expect(ready).toMatchObject({ status: 503, body: { statusCode: 503, checks: { postgres: 'ok', redis: expect.not.stringMatching(/^ok$/) } } });
    // What does not need Redis keeps working.
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/api/coins`)).status).toBe(200);
    // An outage longer than a few reconnect attempts still fails fast.
    await new Promise((r) => setTimeout(r, 3000));
    expect(await timedCall((signal) => fetch(`${url}/api/user`, { headers: { Cookie: cookie }, signal }))).toMatchObject({ status: 503, body: UNAVAILABLE });

    await redis.start();

    // The restarted Redis lost every session (no persistence): signing in works again, and so does the new session.
    await eventually(async () => (await fetch(`${url}/readyz`)).status === 200, 20_000, 'ready again');
    expect((await fetch(`${url}/api/user`, { headers: { Cookie: cookie } })).status).toBe(401);
    const again = await postJson(`${url}/api/login`, credentials);
    expect(again.status).toBe(200);
    const user = await fetch(`${url}/api/user`, { headers: { Cookie: sessionCookie(again) } });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { mobileNumber: string }).mobileNumber).toBe(mobileNumber);

    expect(server!.child.exitCode).toBeNull();
    expect(server!.output()).not.toMatch(/Unhandled|unhandledRejection|ERR_UNHANDLED_ERROR/);
    const { code } = await server!.stop('SIGTERM');
    expect([code, server!.output()]).toEqual([0, expect.any(String)]);
  }, 90_000);
});
