import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../config/config';
import { ormOptions } from '../database/orm-config';
import { ConflictError } from '../kernel/errors';
import { CommandRunner, StreamProjection } from './command-runner';
import { Decider } from './decider';
import { ConcurrencyError, EventStore } from './event-store';

/** A counter that may go up to a limit: enough of a decider to run commands against PostgreSQL. */
type CounterEvent = { type: 'CounterRaised'; data: { by: number } };
type CounterCommand = { kind: 'raise'; by: number; limit: number };
const counter: Decider<number, CounterCommand, CounterEvent> = {
  initialState: 0,
  decide: ({ by, limit }, value) => {
    if (value + by > limit) throw new ConflictError(`The counter would pass ${limit}`);
    return by === 0 ? [] : [{ type: 'CounterRaised', data: { by } }];
  },
  evolve: (value, event) => value + event.data.by,
};

describe('CommandRunner (PostgreSQL)', () => {
  let orm: MikroORM;
  let store: EventStore;
  let runner: CommandRunner;

  beforeAll(async () => {
    orm = await MikroORM.init({ ...ormOptions(loadConfig()), entities: [], discovery: { warnWhenNoEntities: false } });
    store = new EventStore(orm.em);
    runner = new CommandRunner(store);
    await orm.em.execute('CREATE TABLE IF NOT EXISTS "command_runner_test_counter" ("stream_id" text PRIMARY KEY, "value" int NOT NULL, "version" int NOT NULL)');
  });

  afterAll(async () => {
    await orm.em.execute('DROP TABLE IF EXISTS "command_runner_test_counter"');
    await orm.close();
  });

  const stream = () => `counter-${randomUUID()}`;
  const projectOnto =
    (streamId: string): StreamProjection<number, CounterEvent> =>
    async (tx, { state, stored }) => {
      await tx.execute(
        `INSERT INTO "command_runner_test_counter" ("stream_id", "value", "version") VALUES (?, ?, ?)
         ON CONFLICT ("stream_id") DO UPDATE SET "value" = EXCLUDED."value", "version" = EXCLUDED."version"`,
        [streamId, state, stored.at(-1)!.streamVersion],
      );
    };
  const row = async (streamId: string) => (await orm.em.execute('SELECT "value", "version" FROM "command_runner_test_counter" WHERE "stream_id" = ?', [streamId]))[0];

  it('reads, decides, appends at the version read, projects in the same transaction and answers the state and events', async () => {
    const id = stream();
    const first = await runner.run(counter, id, { kind: 'raise', by: 2, limit: 10 }, { project: projectOnto(id) });
    expect(first).toEqual({ state: 2, events: [{ type: 'CounterRaised', data: { by: 2 } }] });
    const second = await runner.run(counter, id, { kind: 'raise', by: 3, limit: 10 }, { project: projectOnto(id) });
    expect(second.state).toBe(5);
    expect(await row(id)).toEqual({ value: 5, version: 2 });
    expect(await runner.state(counter, id)).toBe(5);
  });

  it('appends and projects nothing for a command that changes nothing, and answers the current state', async () => {
    const id = stream();
    await runner.run(counter, id, { kind: 'raise', by: 4, limit: 10 });
    expect(await runner.run(counter, id, { kind: 'raise', by: 0, limit: 10 }, { project: projectOnto(id) })).toEqual({ state: 4, events: [] });
    expect(await row(id)).toBeUndefined();
    expect(await store.streamVersion(id)).toBe(1);
  });

  it('rolls the events back when the projection fails, and appends nothing when the decider refuses', async () => {
    const id = stream();
    const failing = async () => {
      throw new Error('projection failed');
    };
    await expect(runner.run(counter, id, { kind: 'raise', by: 1, limit: 10 }, { project: failing })).rejects.toThrow('projection failed');
    await expect(runner.run(counter, id, { kind: 'raise', by: 11, limit: 10 })).rejects.toThrow(ConflictError);
    expect(await store.streamVersion(id)).toBe(0);
  });

  it('checks a command without appending it', async () => {
    const id = stream();
    expect(await runner.check(counter, id, { kind: 'raise', by: 1, limit: 10 })).toEqual([{ type: 'CounterRaised', data: { by: 1 } }]);
    await expect(runner.check(counter, id, { kind: 'raise', by: 11, limit: 10 })).rejects.toThrow(/pass 10/);
    expect(await store.streamVersion(id)).toBe(0);
  });

  /** An event store whose appends wait for `release()`; `arrived(n)` resolves once n appends wait. */
  function heldStore() {
    const held = new EventStore(orm.em);
    const append = held.append.bind(held);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let waiting = 0;
    const waiters: { count: number; resolve: () => void }[] = [];
    held.append = async (...args) => {
      waiting++;
      for (const waiter of waiters) if (waiting >= waiter.count) waiter.resolve();
      await released;
      return append(...args);
    };
    const arrived = (count: number) => new Promise<void>((resolve) => (waiting >= count ? resolve() : waiters.push({ count, resolve })));
    return { runner: new CommandRunner(held), release, arrived };
  }

  it('gives the loser of a race a ConcurrencyError, or decides again on the newer stream when it may', async () => {
    const id = stream();
    const held = heldStore();
    const once = held.runner.run(counter, id, { kind: 'raise', by: 1, limit: 10 });
    const patient = held.runner.run(counter, id, { kind: 'raise', by: 2, limit: 3 }, { attempts: 2 });
    await held.arrived(2);
    await runner.run(counter, id, { kind: 'raise', by: 1, limit: 10 });
    held.release();
    await expect(once).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await patient).toEqual({ state: 3, events: [{ type: 'CounterRaised', data: { by: 2 } }] });

    const refused = heldStore();
    const late = refused.runner.run(counter, id, { kind: 'raise', by: 1, limit: 4 }, { attempts: 5 });
    await refused.arrived(1);
    await runner.run(counter, id, { kind: 'raise', by: 1, limit: 10 });
    refused.release();
    await expect(late).rejects.toThrow('The counter would pass 4');
    expect(await runner.state(counter, id)).toBe(4);
  });
});
