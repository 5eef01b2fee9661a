import { randomBytes } from 'node:crypto';

/** Names shared by the global setup, the tests and the teardown of one test run. */
export interface TestRun {
  databaseUrl: string;
  redisPrefix: string;
}

export function newTestRun(): TestRun {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const base = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
  return { databaseUrl: `${base}/sikka_test_${id}`, redisPrefix: `sikka-test-${id}:` };
}
