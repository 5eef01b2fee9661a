/**
 * A worker process for the crash test: the consumer runner with one test consumer that records
 * each event it handles in `durable_consumer_test_handled` (a row per call, so repeats show) and
 * takes HANDLE_MS per event. Prints "consumer worker ready" once running.
 */
import 'reflect-metadata';
import { Pool } from 'pg';
import { startRunner, testConsumer } from './durable-consumers-runner';

async function main(): Promise<void> {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  const name = process.env.CONSUMER_NAME!;
  const handleMs = Number(process.env.HANDLE_MS ?? 0);
  const consumer = testConsumer(name, [process.env.EVENT_TYPE!], async (event) => {
    await pool.query('INSERT INTO "durable_consumer_test_handled" ("consumer", "global_position") VALUES ($1, $2)', [name, event.globalPosition]);
    await new Promise((resolve) => setTimeout(resolve, handleMs));
  });
  const runner = await startRunner([consumer]);
  process.stdout.write('consumer worker ready\n');
  process.once('SIGTERM', () => {
    void runner.close().then(() => pool.end()).then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`consumer worker failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
