/**
 * Test-only: SUBSCRIPTIONS_TEST_ACTIVATION_PAUSE_MS makes an activation job wait after its row is
 * committed and before Identity hears of it, so a test can kill the worker mid-job
 * (backend/test/subscriptions-worker-crash.e2e-spec.ts). Unset everywhere else.
 */
export async function activationTestPause(): Promise<void> {
  const pause = Number(process.env.SUBSCRIPTIONS_TEST_ACTIVATION_PAUSE_MS ?? 0);
  if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
}
