/**
 * One durable consumer in a process of its own, as a worker runs it (the built runner's loop and
 * LISTEN connection), for the consumers benchmark: started with fork() and told over IPC
 * { databaseUrl, name, eventTypes, writeRows }. It reports { ready }, then per handled event
 * [globalPosition, wall-clock ms] in batches ({ handled }), and stops on { stop } ({ stopped }).
 */
import { createRequire } from 'node:module';
import pg from 'pg';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../../backend/dist/${path}`);
const { ConsumerLoop } = dist('platform/event-store/consumer-loop.js');
const { EventsNotificationListener } = dist('platform/event-store/events-notification-listener.js');
const { DEFAULT_CONSUMER_RUNNER_OPTIONS } = dist('platform/event-store/consumer-runner-options.js');

const now = () => performance.timeOrigin + performance.now();

process.once('message', async ({ databaseUrl, name, eventTypes, writeRows }) => {
  const pool = writeRows ? new pg.Pool({ connectionString: databaseUrl, max: 1 }) : null;
  let pending = [];
  const flush = () => {
    if (pending.length) process.send({ handled: pending });
    pending = [];
  };
  const timer = setInterval(flush, 50);
  const consumer = {
    name,
    eventTypes,
    handle: async (event) => {
      if (pool) await pool.query('INSERT INTO "bench_consumer_effects" ("global_position") VALUES ($1) ON CONFLICT DO NOTHING', [event.globalPosition]);
      pending.push([event.globalPosition, now()]);
    },
  };
  const notifications = new EventsNotificationListener(databaseUrl, DEFAULT_CONSUMER_RUNNER_OPTIONS.lockRetryMs);
  const loop = new ConsumerLoop(consumer, { databaseUrl, options: DEFAULT_CONSUMER_RUNNER_OPTIONS, notifications, applicationName: 'sikka-bench-consumer' });
  await notifications.start();
  loop.start();
  process.send({ ready: true });
  process.on('message', async (message) => {
    if (!message.stop) return;
    await loop.stop();
    await notifications.close();
    await pool?.end();
    clearInterval(timer);
    flush();
    process.send({ stopped: true }, () => process.exit(0));
  });
});
