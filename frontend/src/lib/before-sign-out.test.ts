import { describe, expect, it, vi } from 'vitest';
import { beforeSignOut, runBeforeSignOut } from './before-sign-out';

describe('beforeSignOut', () => {
  it('runs every registered step, and no removed one', async () => {
    const kept = vi.fn(async () => {});
    const removed = vi.fn(async () => {});
    const removeKept = beforeSignOut(kept);
    beforeSignOut(removed)();
    await runBeforeSignOut();
    expect(kept).toHaveBeenCalledOnce();
    expect(removed).not.toHaveBeenCalled();
    removeKept();
  });

  it('signs out anyway when a step fails or hangs', async () => {
    const removeFailing = beforeSignOut(async () => {
      throw new Error('offline');
    });
    const removeHanging = beforeSignOut(() => new Promise<void>(() => {}));
    await expect(runBeforeSignOut(50)).resolves.toBeUndefined();
    removeFailing();
    removeHanging();
  });
});
