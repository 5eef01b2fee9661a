import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { TestingModule } from '@nestjs/testing';
import { ConsumerRunner } from '../src/platform/event-store/consumer-runner';
import { EventStore, StoredEvent } from '../src/platform/event-store/event-store';
import { startRunner, testConsumer } from './support/durable-consumers-runner';
import { eventually } from './support/platform-processes';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('Durable consumers (the runner on PostgreSQL)', () => {
  const runners: TestingModule[] = [];
  const suffix = randomBytes(4).toString('hex');
  const start = async (...args: Parameters<typeof startRunner>) => {
    const runner = await startRunner(...args);
    runners.push(runner);
    return runner;
  };
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.close()));
  });

  const checkpoint = async (em: EntityManager, consumer: string) =>
    (await em.execute('SELECT "transaction_id"::text AS "transactionId", "global_position"::int AS "position" FROM "consumer_checkpoints" WHERE "consumer" = ?', [consumer]))[0] as
      | { transactionId: string; position: number }
      | undefined;

  it('delivers, exactly once, an event whose transaction commits after events with higher positions were consumed', async () => {
    const type = `LateThingHappened${suffix}`;
    const name = `test.late-commit-${suffix}`;
    const seen: StoredEvent[] = [];
    const runner = await start([testConsumer(name, [type], async (event) => void seen.push(event))]);
    const em = runner.get(EntityManager);
    const store = runner.get(EventStore);
    const names = () => seen.map((event) => event.data.name);

    // T0 takes its transaction id first; the late transaction L appends A (a lower position) and stays open;
    // then T0 appends B (a higher position, the lower transaction id) and commits.
    const t0HasId = deferred();
    const t0Go = deferred();
    const t0 = em.fork().transactional(async (tx) => {
      await tx.execute('SELECT pg_current_xact_id()');
      t0HasId.resolve();
      await t0Go.promise;
      await store.appendToOutbox(tx, `late-b-${suffix}`, [{ type, data: { name: 'B' } }]);
    });
    await t0HasId.promise;
    const lateAppended = deferred<number>();
    const lateGo = deferred();
    const late = em.fork().transactional(async (tx) => {
      const [a] = await store.appendToOutbox(tx, `late-a-${suffix}`, [{ type, data: { name: 'A' } }]);
      lateAppended.resolve(a.globalPosition);
      await lateGo.promise;
    });
    const positionOfA = await lateAppended.promise;
    t0Go.resolve();
    await t0;

    await eventually(async () => names().includes('B'), 20_000, 'B handled');
    const b = seen.find((event) => event.data.name === 'B')!;
    expect(b.globalPosition).toBeGreaterThan(positionOfA);
    expect((await checkpoint(em, name))!.position).toBe(b.globalPosition);

    // C commits after L began: it waits behind L, which has not ended.
    await store.append(`late-c-${suffix}`, 0, [{ type, data: { name: 'C' } }]);
    await sleep(500);
    expect(names()).toEqual(['B']);

    lateGo.resolve();
    await late;
    await eventually(async () => seen.length >= 3, 20_000, 'A and C handled');
    await sleep(300);
    expect(names()).toEqual(['B', 'A', 'C']);
    const c = seen[2];
    expect((await checkpoint(em, name))!.position).toBe(c.globalPosition);
  });

  it('never runs one consumer in two processes at once, and another takes over from the checkpoint when the holder stops', async () => {
    const type = `ThingCounted${suffix}`;
    const name = `test.single-instance-${suffix}`;
    const calls: { runner: string; position: number }[] = [];
    let active = 0;
    let overlaps = 0;
    const consumerIn = (runner: string) =>
      testConsumer(name, [type], async (event) => {
        active++;
        if (active > 1) overlaps++;
        calls.push({ runner, position: event.globalPosition });
        await sleep(15);
        active--;
      });
    const a = await start([consumerIn('a')]);
    const b = await start([consumerIn('b')]);
    const store = a.get(EventStore);
    const appended: number[] = [];
    for (let i = 0; i < 8; i++) {
      const stored = await store.append(`counted-${suffix}-${i}`, 0, Array.from({ length: 5 }, (_, n) => ({ type, data: { n } })));
      appended.push(...stored.map((event) => event.globalPosition));
    }

    await eventually(async () => calls.length >= 10, 20_000, 'ten events handled');
    const holders = [a, b].filter((runner) => runner.get(ConsumerRunner).running().includes(name));
    expect(holders).toHaveLength(1);
    const [holder] = holders;
    const other = holder === a ? b : a;
    const holderLabel = holder === a ? 'a' : 'b';
    await holder.close();
    runners.splice(runners.indexOf(holder), 1);
    const handledByHolder = calls.length;

    await eventually(async () => new Set(calls.map((call) => call.position)).size === appended.length, 20_000, 'every event handled');
    await sleep(200);
    expect(overlaps).toBe(0);
    expect(other.get(ConsumerRunner).running()).toEqual([name]);
    // The holder finished the event in hand and moved the checkpoint past it: nothing was handled twice.
    expect(calls.map((call) => call.position).sort((x, y) => x - y)).toEqual(appended);
    expect(calls.slice(0, handledByHolder).every((call) => call.runner === holderLabel)).toBe(true);
    expect(calls.slice(handledByHolder).every((call) => call.runner !== holderLabel)).toBe(true);
    expect((await checkpoint(other.get(EntityManager), name))!.position).toBe(Math.max(...appended));
  });

  it('is woken by the notification of a commit, not by polling', async () => {
    const type = `ThingNoticed${suffix}`;
    const name = `test.notified-${suffix}`;
    const seen: number[] = [];
    const runner = await start([testConsumer(name, [type], async (event) => void seen.push(event.globalPosition))], { pollIntervalMs: 60_000 });
    const em = runner.get(EntityManager);
    await eventually(async () => (await checkpoint(em, name)) !== undefined, 20_000, 'the consumer running');
    // Let its first reads finish: it now waits a minute unless a notification wakes it.
    await sleep(500);
    const [event] = await runner.get(EventStore).append(`noticed-${suffix}`, 0, [{ type, data: {} }]);
    await eventually(async () => seen.includes(event.globalPosition), 15_000, 'the event handled well before the next poll');
    // And the outbox path notifies too.
    const [outboxed] = await em.fork().transactional((tx) => runner.get(EventStore).appendToOutbox(tx, `noticed-outbox-${suffix}`, [{ type, data: {} }]));
    await eventually(async () => seen.includes(outboxed.globalPosition), 15_000, 'the outbox event handled well before the next poll');
  });

  it('runs no consumer in an API-role process', async () => {
    const type = `ThingIgnored${suffix}`;
    const name = `test.api-role-${suffix}`;
    const seen: number[] = [];
    const api = await start([testConsumer(name, [type], async (event) => void seen.push(event.globalPosition))], {}, 'api');
    await api.get(EventStore).append(`ignored-${suffix}`, 0, [{ type, data: {} }]);
    await sleep(1000);
    expect(seen).toEqual([]);
    expect(api.get(ConsumerRunner).running()).toEqual([]);
    expect(await checkpoint(api.get(EntityManager), name)).toBeUndefined();
  });
});
