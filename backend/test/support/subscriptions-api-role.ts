/**
 * Imported first by a test file whose app must only enqueue (APP_ROLE=api), so that jobs go to the
 * worker processes the test starts. `workerProviders` reads the role when the modules load.
 */
export const previousAppRole = process.env.APP_ROLE;
process.env.APP_ROLE = 'api';

export function restoreAppRole(): void {
  if (previousAppRole === undefined) delete process.env.APP_ROLE;
  else process.env.APP_ROLE = previousAppRole;
}
