/** How the durable consumers run (decisions/0064); tests and the benchmark provide their own under CONSUMER_RUNNER_OPTIONS. */
export interface ConsumerRunnerOptions {
  /** Events read at a time. */
  batchSize: number;
  /** How often a consumer looks for new events when no notification woke it (the fallback for a lost NOTIFY). */
  pollIntervalMs: number;
  /** How often a consumer another process runs tries to take it over (and a consumer whose connection failed reconnects). */
  lockRetryMs: number;
  /** The waits before each retry of a failing handler: [100, 500] is three tries (at once, after 100 ms, after 500 ms more), then the event is parked. */
  retryDelaysMs: readonly number[];
}

export const CONSUMER_RUNNER_OPTIONS = Symbol('CONSUMER_RUNNER_OPTIONS');

export const DEFAULT_CONSUMER_RUNNER_OPTIONS: ConsumerRunnerOptions = {
  batchSize: 200,
  pollIntervalMs: 1000,
  lockRetryMs: 3000,
  retryDelaysMs: [100, 500],
};
