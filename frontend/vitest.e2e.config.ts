import { defineConfig } from 'vitest/config';

/**
 * Browser tests against the real server (see e2e/global-setup.ts). They share one server and one
 * database, so they run one file at a time in a single fork.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // What the tests poll for arrives through the server's event consumers and socket pushes;
    // vitest's default second is too short when the machine is busy (CI saw a notification
    // arrive after it). A poll still fails when the thing never comes.
    expect: { poll: { timeout: 10_000 } },
  },
});
