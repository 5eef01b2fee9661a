import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { Pool } from 'pg';
import { eventually } from './support/platform-processes';

/** The runner with one recording test consumer in a process of its own (test/support/durable-consumers-worker.ts). */
function startConsumerWorker(env: Record<string, string>): { child: ChildProcess; ready: Promise<void>; output: () => string } {
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', resolve(__dirname, 'support/durable-consumers-worker.ts')], {
    cwd: resolve(__dirname, '..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((done, fail) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('consumer worker ready')) done();
    });
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('exit', (code, signal) => fail(new Error(`consumer worker exited (${code ?? signal}):\n${output}`)));
  });
  ready.catch(() => undefined);
  return { child, ready, output: () => output };
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

describe('A worker killed (SIGKILL) in the middle of a batch', () => {
  const suffix = randomBytes(4).toString('hex');
  const name = `test.crash-${suffix}`;
  const type = `ThingRecorded${suffix}`;
  const env = { CONSUMER_NAME: name, EVENT_TYPE: type, HANDLE_MS: '25' };
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    await pool.query('CREATE TABLE IF NOT EXISTS "durable_consumer_test_handled" ("consumer" text NOT NULL, "global_position" bigint NOT NULL, "at" timestamptz NOT NULL DEFAULT clock_timestamp())');
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => stop(worker, 'SIGKILL')));
    await pool.query('DELETE FROM "durable_consumer_test_handled" WHERE "consumer" = $1', [name]);
    await pool.end();
  });

  const handled = async () =>
    (await pool.query<{ position: string; calls: number }>('SELECT "global_position" AS "position", count(*)::int AS "calls" FROM "durable_consumer_test_handled" WHERE "consumer" = $1 GROUP BY 1', [name])).rows;
  const checkpoint = async () =>
    (await pool.query<{ position: string }>('SELECT "global_position" AS "position" FROM "consumer_checkpoints" WHERE "consumer" = $1', [name])).rows[0]?.position;

  it('leaves no event unhandled: a new worker goes on from the checkpoint and ends on the last event', async () => {
    // 120 events (one transaction, one batch of up to 200), each taking 25 ms to handle.
    const values = Array.from({ length: 120 }, (_, i) => `('crash-${suffix}-${i}', 1, '${type}', '{}', '{}')`);
    const { rows } = await pool.query<{ global_position: string }>(
      `WITH appended AS (INSERT INTO "events" ("stream_id", "stream_version", "type", "data", "metadata") VALUES ${values.join(', ')} RETURNING "global_position")
       SELECT "global_position" FROM appended ORDER BY 1`,
    );
    const positions = rows.map((row) => Number(row.global_position));

    const first = startConsumerWorker(env);
    workers.push(first.child);
    await first.ready;
    await eventually(async () => (await handled()).length >= 30, 30_000, 'thirty events handled');
    await stop(first.child, 'SIGKILL');
    const handledBeforeKill = (await handled()).length;
    expect(handledBeforeKill).toBeLessThan(positions.length);
    // The checkpoint moves after each handled event: at most the event in hand was handled and not checkpointed.
    const checkpointAtKill = Number(await checkpoint());
    expect(positions.indexOf(checkpointAtKill) + 1).toBeGreaterThanOrEqual(handledBeforeKill - 1);

    const second = startConsumerWorker(env);
    workers.push(second.child);
    await second.ready;
    await eventually(async () => (await handled()).length === positions.length, 45_000, 'every event handled');
    await eventually(async () => Number(await checkpoint()) === positions.at(-1), 10_000, 'the checkpoint on the last event');

    const calls = await handled();
    expect(calls.map((row) => Number(row.position)).sort((a, b) => a - b)).toEqual(positions);
    // At least once: only the event in hand at the kill may have been handled twice.
    expect(calls.filter((row) => row.calls > 1).length).toBeLessThanOrEqual(1);
    expect(calls.every((row) => row.calls <= 2)).toBe(true);
    await stop(second.child, 'SIGTERM');
    expect(second.child.exitCode).toBe(0);
  }, 120_000);
});
