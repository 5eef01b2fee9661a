import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../config/config';
import { ormOptions } from '../database/orm-config';
import { ConcurrencyError, EventStore } from './event-store';

describe('EventStore (PostgreSQL)', () => {
  let orm: MikroORM;
  let store: EventStore;

  beforeAll(async () => {
    orm = await MikroORM.init({ ...ormOptions(loadConfig()), entities: [], discovery: { warnWhenNoEntities: false } });
    store = new EventStore(orm.em);
    await orm.em.execute('CREATE TABLE IF NOT EXISTS "event_store_test_projection" ("stream_id" text PRIMARY KEY, "count" int NOT NULL)');
  });

  afterAll(async () => {
    await orm.em.execute('DROP TABLE IF EXISTS "event_store_test_projection"');
    await orm.close();
  });

  const stream = () => `test-${randomUUID()}`;

  it('appends to a new stream and reads the events back in order', async () => {
    const id = stream();
    const stored = await store.append(id, 0, [
      { type: 'ThingCreated', data: { name: 'ना' } },
      { type: 'ThingRenamed', data: { name: 'b' }, metadata: { userId: 7 } },
    ]);
    expect(stored.map((e) => e.streamVersion)).toEqual([1, 2]);
    expect(stored[0].globalPosition).toBeLessThan(stored[1].globalPosition);

    await store.append(id, 2, [{ type: 'ThingDeleted', data: {} }]);
    const events = await store.readStream(id);
    expect(events.map((e) => [e.streamVersion, e.type])).toEqual([
      [1, 'ThingCreated'],
      [2, 'ThingRenamed'],
      [3, 'ThingDeleted'],
    ]);
    expect(events[0].data).toEqual({ name: 'ना' });
    expect(events[1].metadata).toEqual({ userId: 7 });
    expect(events[0].schemaVersion).toBe(1);
    expect(events[0].occurredAt).toBeInstanceOf(Date);
    expect(await store.streamVersion(id)).toBe(3);
  });

  it('rejects an append whose expected version is stale or ahead', async () => {
    const id = stream();
    await store.append(id, 0, [{ type: 'ThingCreated', data: {} }]);
    await expect(store.append(id, 0, [{ type: 'ThingRenamed', data: {} }])).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(store.append(id, 5, [{ type: 'ThingRenamed', data: {} }])).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await store.streamVersion(id)).toBe(1);
  });

  it('lets exactly one of many racing appends to one stream win', async () => {
    const id = stream();
    await store.append(id, 0, [{ type: 'ThingCreated', data: {} }]);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => store.append(id, 1, [{ type: 'ThingRenamed', data: { by: i } }])),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(9);
    for (const failure of lost) expect(failure.reason).toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(id)).map((e) => e.streamVersion)).toEqual([1, 2]);
  });

  it('runs the inline projection in the same transaction as the append', async () => {
    const id = stream();
    await store.append(id, 0, [{ type: 'ThingCreated', data: {} }], async (tx, events) => {
      await tx.execute('INSERT INTO "event_store_test_projection" ("stream_id", "count") VALUES (?, ?)', [id, events.length]);
    });
    const [row] = await orm.em.execute('SELECT "count" FROM "event_store_test_projection" WHERE "stream_id" = ?', [id]);
    expect(row.count).toBe(1);

    await expect(
      store.append(id, 1, [{ type: 'ThingRenamed', data: {} }], async () => {
        throw new Error('projection failed');
      }),
    ).rejects.toThrow('projection failed');
    expect(await store.streamVersion(id)).toBe(1);
  });

  it('keeps appends to different streams independent', async () => {
    const [a, b] = [stream(), stream()];
    await Promise.all([store.append(a, 0, [{ type: 'ThingCreated', data: {} }]), store.append(b, 0, [{ type: 'ThingCreated', data: {} }])]);
    expect(await store.streamVersion(a)).toBe(1);
    expect(await store.streamVersion(b)).toBe(1);
  });

  it('appends nothing for an empty batch', async () => {
    expect(await store.append(stream(), 0, [])).toEqual([]);
  });
});
