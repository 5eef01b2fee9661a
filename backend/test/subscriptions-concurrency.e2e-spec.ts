import { restoreAppRole } from './support/subscriptions-api-role';
import { ChildProcess } from 'node:child_process';
import { createTestApp, TestApp } from './support/test-app';
import { adminCookie, Buyer, currentUser, newBuyer, paidAndVerified, pendingRefunds, sql, subscribe } from './support/subscriptions-flow';
import { startWorker, stopProcess } from './support/subscriptions-processes';

const ROUNDS = 3;
const BUYERS_PER_ROUND = 6;

/**
 * Issue 8 item 2: two different payments subscribed at once, with two job consumers (two worker
 * processes; this app only enqueues). Activation is serialized per user.
 */
describe('Two payments of one buyer subscribed at once, with two job consumers', () => {
  let t: TestApp;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp({ redisPrefix: `${process.env.REDIS_PREFIX}race:` });
    const started = [startWorker(t.config.redisPrefix), startWorker(t.config.redisPrefix)];
    workers.push(...started.map((worker) => worker.child));
    await Promise.all(started.map((worker) => worker.ready));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(workers.map((worker) => stopProcess(worker)));
    await t.close();
    restoreAppRole();
  });

  it('activates exactly one (Premium), refuses the other with 409 and records its payment for a refund', async () => {
    const admin = await adminCookie(t);
    for (let round = 0; round < ROUNDS; round += 1) {
      const buyers: { buyer: Buyer; basic: string; premium: string }[] = await Promise.all(
        Array.from({ length: BUYERS_PER_ROUND }, async () => {
          const buyer = await newBuyer(t);
          const basic = await paidAndVerified(t, buyer, 199, 'basic');
          const premium = await paidAndVerified(t, buyer, 799, 'premium');
          return { buyer, basic, premium };
        }),
      );

      // Every buyer sends both subscribes at once; all buyers at once too (2 × 6 concurrent calls).
      const answers = await Promise.all(
        buyers.map(({ buyer, basic, premium }) => Promise.all([subscribe(t, buyer, 'basic', basic), subscribe(t, buyer, 'premium', premium)])),
      );

      const outcomes = await Promise.all(
        answers.map(async ([basicAnswer, premiumAnswer], index) => [basicAnswer.status, premiumAnswer.status, (await currentUser(t, buyers[index].buyer)).subscriptionTier]),
      );
      expect(outcomes).toEqual(buyers.map(() => [409, 201, 'premium']));
      for (const [index, [basicAnswer]] of answers.entries()) {
        const { buyer, premium } = buyers[index];
        expect(basicAnswer.body.message).toMatch(/recorded for a refund/);
        const rows = await sql<{ payment_id: string; status: string }>(t, 'SELECT payment_id, status FROM subscriptions WHERE user_id = ?', [buyer.id]);
        expect(rows).toEqual([{ payment_id: premium, status: 'active' }]);
      }
      const refunds = await pendingRefunds(t, admin);
      for (const { buyer, basic } of buyers) {
        expect(refunds.filter((refund) => refund.userId === buyer.id).map((refund) => [refund.paymentId, refund.amount])).toEqual([[basic, 19900]]);
      }
    }
  }, 180_000);
});
