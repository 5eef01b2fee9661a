import { restoreAppRole } from './support/subscriptions-api-role';
import { ChildProcess } from 'node:child_process';
import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { EventStore } from '../src/platform/event-store/event-store';
import { createTestApp, TestApp } from './support/test-app';
import { liveListing } from './support/listings';
import { Person, signUp, signUpAdmin } from './support/people';
import { eventually } from './support/platform-processes';
import { startWorker, stopProcess } from './support/subscriptions-processes';

const CONSUMER = 'offers.withdraw-when-listing-gone';

/**
 * Issue 12 §1: a sale commits and the process that would react dies before the reaction runs. The
 * sale is in the listing's stream, so a worker started afterwards rejects the offers, exactly once,
 * even when an earlier worker may already have done it without saving its checkpoint.
 */
describe('Offers withdrawn after a sale survive a worker killed before the reaction runs', () => {
  let t: TestApp;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    // API role (set by the import above): this process runs no consumer; the workers are child processes.
    t = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => stopProcess(worker, 'SIGKILL')));
    await t.close();
    restoreAppRole();
  });

  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => t.app.get(MikroORM).em.getConnection().execute(query, params);
  const statuses = async (coinId: number) =>
    (await sql<{ status: string }>('SELECT "status" FROM "offers" WHERE "coin_id" = ? ORDER BY "id"', [coinId])).map((o) => o.status);
  const rejections = async (offerId: number) =>
    (await t.app.get(EventStore).readStream(`offer-${offerId}`)).filter((e) => e.type === 'OfferRejected').map((e) => e.data);

  it('rejects the pending offers exactly once after a fresh worker starts', async () => {
    expect(t.config.role).toBe('api');
    const admin = await signUpAdmin(t);
    const seller = await signUp(t, { tier: 'premium' });
    const buyers = [await signUp(t, { tier: 'premium' }), await signUp(t, { tier: 'premium' })];
    const coin = await liveListing(t, seller, admin);
    const offers: number[] = [];
    for (const [i, buyer] of buyers.entries()) {
      const conversationId = (await request(t.http).post(`/api/coins/${coin.id}/conversation`).set('Cookie', buyer.cookie).expect(201)).body.id;
      const made = await request(t.http)
        .post(`/api/conversations/${conversationId}/offers`)
        .set('Cookie', buyer.cookie)
        .send({ coinId: coin.id, offerAmount: 100 + i })
        .expect(201);
      offers.push(made.body.id);
    }

    // The sale commits; no process reacts to it.
    await request(t.http).patch(`/api/coins/${coin.id}/sold`).set('Cookie', seller.cookie).expect(200);
    const [sale] = (await t.app.get(EventStore).readStream(`listing-${coin.id}`)).filter((e) => e.type === 'ListingMarkedSold');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await statuses(coin.id)).toEqual(['pending', 'pending']);

    // A worker starts and is killed at once: it may or may not have reacted.
    const killed = startWorker(t.config.redisPrefix);
    workers.push(killed.child);
    await killed.ready;
    await stopProcess(killed.child, 'SIGKILL');
    // As if it had withdrawn the offers and died before saving its checkpoint: the next worker reads the sale again.
    await sql('UPDATE "consumer_checkpoints" SET "transaction_id" = \'0\'::xid8, "global_position" = 0 WHERE "consumer" = ?', [CONSUMER]);

    const fresh = startWorker(t.config.redisPrefix);
    workers.push(fresh.child);
    await fresh.ready;
    await eventually(async () => (await statuses(coin.id)).every((status) => status === 'rejected'), 30_000, 'the offers rejected');
    await eventually(
      async () => {
        const [checkpoint] = await sql<{ global_position: string }>('SELECT "global_position" FROM "consumer_checkpoints" WHERE "consumer" = ?', [CONSUMER]);
        return checkpoint && Number(checkpoint.global_position) >= sale.globalPosition;
      },
      10_000,
      'the checkpoint past the sale',
    );
    for (const offerId of offers) expect(await rejections(offerId)).toEqual([{ by: null, cause: 'listing-sold' }]);
    // Accepting stays refused.
    const refused = await request(t.http).patch(`/api/offers/${offers[0]}`).set('Cookie', seller.cookie).send({ status: 'accepted' }).expect(409);
    expect(refused.body.message).toBe('This coin is already sold');
    await stopProcess(fresh.child);
  }, 180_000);
});
