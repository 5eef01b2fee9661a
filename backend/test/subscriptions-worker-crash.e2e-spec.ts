import { restoreAppRole } from './support/subscriptions-api-role';
import { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { getQueueToken } from '@nestjs/bullmq';
import { Job, Queue } from 'bullmq';
import { createTestApp, TestApp } from './support/test-app';
import { currentUser, eventually, newBuyer, payInSandbox, sql, subscribe, verify } from './support/subscriptions-flow';
import { startWorker, stopProcess } from './support/subscriptions-processes';

describe('A worker killed in the middle of an activation job', () => {
  let t: TestApp;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp({ redisPrefix: `${process.env.REDIS_PREFIX}crash:` });
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => stopProcess(worker)));
    await t.close();
    restoreAppRole();
  });

  it('is retried by another worker (stalled-job check) and activates exactly once', async () => {
    const paused = startWorker(t.config.redisPrefix, { SUBSCRIPTIONS_TEST_ACTIVATION_PAUSE_MS: '120000' });
    workers.push(paused.child);
    await paused.ready;

    const buyer = await newBuyer(t);
    const paid = await payInSandbox(t, buyer, 199, 'basic');
    await verify(t, buyer, paid).expect(200);
    const answer = subscribe(t, buyer, 'basic', paid.razorpay_payment_id).then((res) => res.status);

    // The activation is committed in PostgreSQL; the worker now pauses before telling Identity. Kill it.
    await eventually(async () => (await sql(t, 'SELECT 1 FROM subscriptions WHERE payment_id = ?', [paid.razorpay_payment_id])).length === 1);
    const killed = once(paused.child, 'exit');
    paused.child.kill('SIGKILL');
    await killed;
    expect((await currentUser(t, buyer)).subscriptionTier).toBe('free');

    const rescuer = startWorker(t.config.redisPrefix);
    workers.push(rescuer.child);
    await rescuer.ready;
    await eventually(async () => (await currentUser(t, buyer)).subscriptionTier === 'basic', 45_000);

    // The browser got a definite answer: activated, or still processing when the job outlived its wait.
    expect([201, 503]).toContain(await answer);
    const rows = await sql(t, 'SELECT id FROM subscriptions WHERE payment_id = ?', [paid.razorpay_payment_id]);
    expect(rows).toHaveLength(1);
    const queue = t.app.get<Queue>(getQueueToken('payments'));
    const activations = (await queue.getJobs(['completed'])).filter((job: Job) => job.name === 'activate-subscription');
    expect(activations).toHaveLength(1);
    expect(activations[0].stalledCounter).toBe(1);
    expect(activations[0].returnvalue).toMatchObject({ ok: true, value: { planId: 'basic', status: 'active' } });
  }, 120_000);
});
