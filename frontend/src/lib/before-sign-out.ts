/**
 * Steps that must run while the session still exists, just before signing out (e.g. telling the
 * server to stop sending this browser's Web Push to the user who is leaving). Features register
 * them; Identity runs them. A step that fails or hangs never keeps anyone signed in.
 */
const steps = new Set<() => Promise<void>>();

/** Registers `step`; answers how to remove it. */
export function beforeSignOut(step: () => Promise<void>): () => void {
  steps.add(step);
  return () => {
    steps.delete(step);
  };
}

/** Runs every registered step, for at most `timeoutMs`; their failures are ignored. */
export async function runBeforeSignOut(timeoutMs = 2000): Promise<void> {
  if (steps.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([Promise.allSettled([...steps].map((step) => step())), timeout]);
  clearTimeout(timer);
}
