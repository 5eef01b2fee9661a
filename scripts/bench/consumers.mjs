/**
 * Durable consumers (decisions/0064): one consumer in a worker process of its own (consumer-worker.mjs:
 * the built runner's loop and LISTEN connection) on a throwaway database, the built event store appending.
 * - Latency: 200 events a second for 15 s, each its own append transaction; per event, the time from
 *   its commit (as the appending code sees it) to the consumer's handler being called.
 * - Throughput: a backlog of 20,000 committed events read by one new consumer from the start, with a
 *   no-op handler and with a handler that writes one row per event.
 */
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchDatabase, log, percentile } from './harness.mjs';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../../backend/dist/${path}`);

const RATE = 200;
const SECONDS = 15;
const BACKLOG = 20_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One consumer in a worker process of its own (consumer-worker.mjs); `handled` maps each handled position to its wall-clock time. */
async function runConsumer(databaseUrl, name, eventTypes, { writeRows = false, onHandled = () => {} } = {}) {
  const child = fork(join(dirname(fileURLToPath(import.meta.url)), 'consumer-worker.mjs'), [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const handled = new Map();
  const stopped = new Promise((resolve) => child.on('message', (message) => message.stopped && resolve()));
  child.on('message', (message) => {
    if (!message.handled) return;
    for (const [position, at] of message.handled) handled.set(position, at);
    onHandled(handled);
  });
  const ready = new Promise((resolve, reject) => {
    child.on('message', (message) => message.ready && resolve());
    child.once('exit', (code) => reject(new Error(`the consumer worker exited with ${code}`)));
  });
  child.send({ databaseUrl, name, eventTypes, writeRows });
  await ready;
  return {
    handled,
    async stop() {
      child.send({ stop: true });
      await stopped;
    },
  };
}

async function openStore(databaseUrl) {
  const { MikroORM } = require('@mikro-orm/postgresql');
  const { ormOptions } = dist('platform/database/orm-config.js');
  const { EventStore } = dist('platform/event-store/event-store.js');
  const orm = await MikroORM.init({ ...ormOptions({ databaseUrl }), entities: [], discovery: { warnWhenNoEntities: false } });
  return { orm, store: new EventStore(orm.em) };
}

async function latency(db) {
  const { orm, store } = await openStore(db.databaseUrl);
  const running = await runConsumer(db.databaseUrl, 'bench.latency', ['BenchPinged']);
  const now = () => performance.timeOrigin + performance.now();
  try {
    await sleep(500);
    const committedAt = new Map();
    const appendMs = [];
    const appends = [];
    const total = RATE * SECONDS;
    const started = performance.now();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const at = now();
      appends.push(
        store.append(`bench-ping-${i}`, 0, [{ type: 'BenchPinged', data: { i } }]).then(([event]) => {
          committedAt.set(event.globalPosition, now());
          appendMs.push(now() - at);
        }),
      );
    }
    await Promise.all(appends);
    const sentSeconds = (performance.now() - started) / 1000;
    for (let i = 0; i < 300 && running.handled.size < total; i++) await sleep(100);
    const handledAt = running.handled;
    // A handler may be called before the appending code has seen its commit: that is no wait at all (0).
    const sorted = [...committedAt].filter(([position]) => handledAt.has(position)).map(([position, at]) => Math.max(0, handledAt.get(position) - at)).sort((a, b) => a - b);
    const appendTimes = appendMs.sort((a, b) => a - b);
    return {
      total,
      handled: handledAt.size,
      rate: total / sentSeconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1),
      appendP50: percentile(appendTimes, 50),
      appendP99: percentile(appendTimes, 99),
    };
  } finally {
    await running.stop();
    await orm.close();
  }
}

async function throughput(db, name, writeRows) {
  const client = new pg.Client({ connectionString: db.databaseUrl });
  await client.connect();
  const { rows } = await client.query(`SELECT max("global_position")::bigint AS "last" FROM "events"`);
  const last = Number(rows[0].last);
  const started = performance.now();
  const running = await runConsumer(db.databaseUrl, name, ['BenchQueued'], { writeRows });
  // Done when the checkpoint is on the last event: the consumer is through, not only its handler.
  for (;;) {
    const { rows: at } = await client.query('SELECT "global_position" FROM "consumer_checkpoints" WHERE "consumer" = $1', [name]);
    if (Number(at[0]?.global_position) === last) break;
    await sleep(5);
  }
  const seconds = (performance.now() - started) / 1000;
  await running.stop();
  await client.end();
  if (running.handled.size !== BACKLOG) throw new Error(`${name} handled ${running.handled.size} of ${BACKLOG} events`);
  return { seconds, perSecond: BACKLOG / seconds };
}

export async function benchConsumers() {
  const db = await benchDatabase('consumers');
  try {
    log(`consumers: ${RATE} events/s for ${SECONDS} s, commit → handled…`);
    const steady = await latency(db);
    log(`  p50 ${steady.p50.toFixed(1)} ms, p99 ${steady.p99.toFixed(1)} ms, ${steady.handled}/${steady.total} handled`);

    log(`consumers: a backlog of ${BACKLOG} events through one consumer…`);
    const client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
    for (let from = 0; from < BACKLOG; from += 1000) {
      const values = Array.from({ length: 1000 }, (_, i) => `('bench-queued-${from + i}', 1, 'BenchQueued', '{"n":${from + i}}', '{}')`);
      await client.query(`INSERT INTO "events" ("stream_id", "stream_version", "type", "data", "metadata") VALUES ${values.join(', ')}`);
    }
    await client.query('CREATE TABLE "bench_consumer_effects" ("global_position" bigint PRIMARY KEY)');
    await client.query('VACUUM ANALYZE "events"');
    await client.end();
    const noop = await throughput(db, 'bench.backlog-noop', false);
    log(`  no-op handler: ${noop.perSecond.toFixed(0)} events/s`);
    const writing = await throughput(db, 'bench.backlog-writing', true);
    log(`  one-row handler: ${writing.perSecond.toFixed(0)} events/s`);

    return `## Durable consumers
One consumer in a process of its own, run by the built runner's loop as a worker runs it (its own connection holding its
advisory lock, reads in (transaction id, position) order below the oldest running transaction, the checkpoint
written after each handled event; woken by LISTEN/NOTIFY, polling every second as the fallback), and the built event
store appending (decisions/0064).

| measure | result | goal |
|---|---|---|
| commit → handled at ${steady.rate.toFixed(0)} events/s for ${SECONDS} s (${steady.handled} of ${steady.total} handled), p50 | ${steady.p50.toFixed(1)} ms | |
| commit → handled, p99 | ${steady.p99.toFixed(1)} ms | ≤ 250 ms |
| commit → handled, max | ${steady.max.toFixed(1)} ms | |
| the append itself (call → committed), p50 / p99 | ${steady.appendP50.toFixed(1)} / ${steady.appendP99.toFixed(1)} ms | |
| backlog of ${BACKLOG.toLocaleString('en')} events, no-op handler | ${noop.perSecond.toFixed(0)} events/s (${noop.seconds.toFixed(2)} s) | ≥ 1,000 events/s |
| backlog of ${BACKLOG.toLocaleString('en')} events, handler writing one row per event | ${writing.perSecond.toFixed(0)} events/s (${writing.seconds.toFixed(2)} s) | ≥ 1,000 events/s |

Latency runs from the moment the appending code sees its commit (each event its own append transaction) to the
consumer's handler being called, on the machine's wall clock (0 when the handler was called first). The writing
handler's own INSERT commits synchronously, so its row measures the handler's cost as much as the runner's.
`;
  } finally {
    await db.drop();
  }
}
