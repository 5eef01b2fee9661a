import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { createTestApp, TestApp } from './support/test-app';
import { eventually } from './support/subscriptions-flow';
import { freePort, privateRedis, PrivateRedis } from './support/platform-processes';
import { redisCli } from './support/subscriptions-processes';

const SCHEDULER = 'subscription-expiry-sweep';

/** Issue 8 item 6b: the expiry sweep's schedule comes back when Redis loses its data. */
describe('The expiry schedule after Redis loses its data (private redis-server)', () => {
  let redis: PrivateRedis;
  let t: TestApp;
  let queue: Queue;

  const scheduled = async () => (await queue.getJobSchedulers()).some((scheduler) => scheduler.key === SCHEDULER);

  beforeAll(async () => {
    redis = privateRedis(await freePort());
    await redis.start();
    t = await createTestApp({ overrides: { redisUrl: redis.url } });
    queue = t.app.get<Queue>(getQueueToken('subscription-expiry'));
    await eventually(scheduled);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await redis.kill();
  });

  it('is scheduled again after FLUSHALL, while the connection stays up', async () => {
    expect(redisCli(redis.port, 'FLUSHALL')).toBe('OK');
    expect(await scheduled()).toBe(false);
    await eventually(scheduled, 40_000);
  }, 60_000);

  it('is scheduled again when Redis restarts empty and the worker reconnects', async () => {
    await redis.kill();
    await redis.start();
    await eventually(scheduled, 40_000);
  }, 60_000);
});
