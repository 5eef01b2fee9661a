import { randomBytes } from 'node:crypto';
import { deleteKeys } from './support/global-teardown';
import { eventually, freePort, postJson, privatePostgres, PrivatePostgres, ServerProcess, sessionCookie, startServer, timedCall, UNAVAILABLE } from './support/platform-processes';
import { uniqueMobileNumber } from './support/test-app';

describe('PostgreSQL going away under the real server process', () => {
  let postgres: PrivatePostgres;
  let server: ServerProcess | null = null;
  const redisPrefix = `${process.env.REDIS_PREFIX}pg-outage-${randomBytes(3).toString('hex')}:`;

  beforeAll(async () => {
    postgres = privatePostgres(await freePort());
    postgres.start();
    // main.ts creates and migrates the database, as in production.
    server = await startServer({ DATABASE_URL: `${postgres.serverUrl}/sikka_outage`, REDIS_PREFIX: redisPrefix });
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    postgres?.remove();
    await deleteKeys(process.env.REDIS_URL!, redisPrefix);
  });

  it('answers 503 JSON while PostgreSQL is down, keeps /readyz red, keeps running and recovers when it is back', async () => {
    const url = server!.url;
    const credentials = { mobileNumber: uniqueMobileNumber(), password: 'outage-pass-123' };
    const registered = await postJson(`${url}/api/register`, { name: 'Outage Tester', ...credentials });
    expect(registered.status).toBe(201);
    const cookie = sessionCookie(registered);
    expect((await fetch(`${url}/api/coins`)).status).toBe(200);

    postgres.stopImmediately();

    // The first page of each browse query is cached for a second (listing-pages-cache.ts), and
    // a cached page may answer through an outage; these searches were never asked before.
    const calls = Array.from({ length: 24 }, (_, i) =>
      [
        () => timedCall((signal) => fetch(`${url}/api/coins?q=outage${i}`, { signal })),
        () => timedCall((signal) => fetch(`${url}/api/user`, { headers: { Cookie: cookie }, signal })),
        () => timedCall((signal) => fetch(`${url}/api/sellers/1/listings`, { signal })),
        () => timedCall((signal) => postJson(`${url}/api/coins/1/conversation`, {}, { Cookie: cookie }, signal)),
      ][i % 4](),
    );
    for (const result of await Promise.all(calls)) {
      expect(result).toEqual({ status: 503, body: UNAVAILABLE, ms: expect.any(Number) });
      expect(result.ms).toBeLessThan(3000);
    }
    // One sign-in (several at once would meet the sign-in throttle first).
    expect(await timedCall((signal) => postJson(`${url}/api/login`, credentials, {}, signal))).toMatchObject({ status: 503, body: UNAVAILABLE });
    const ready = await timedCall((signal) => fetch(`${url}/readyz`, { signal }));
    expect(ready).toMatchObject({ status: 503, body: { statusCode: 503, checks: { postgres: expect.not.stringMatching(/^ok$/), redis: 'ok' } } });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    postgres.start();

    await eventually(async () => (await fetch(`${url}/readyz`)).status === 200, 30_000, 'ready again');
    await eventually(async () => (await fetch(`${url}/api/coins`)).status === 200, 10_000, 'listings served again');
    expect((await fetch(`${url}/api/user`, { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await postJson(`${url}/api/login`, credentials)).status).toBe(200);

    expect(server!.child.exitCode).toBeNull();
    expect(server!.output()).not.toMatch(/Unhandled|unhandledRejection|ERR_UNHANDLED_ERROR|Something went wrong/);
    const { code } = await server!.stop('SIGTERM');
    expect([code, server!.output()]).toEqual([0, expect.any(String)]);
  }, 120_000);
});
