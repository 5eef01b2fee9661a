import { useEffect, useEffectEvent } from 'react';
import { type QueueKeyAction, queueKeyAction } from './queue-key-map';

/**
 * Calls `onAction` for the queue's shortcuts pressed anywhere on the page while `enabled` (no dialog of
 * its own is open); never while typing in a field.
 */
export function useQueueKeys(enabled: boolean, onAction: (action: QueueKeyAction) => void): void {
  const act = useEffectEvent(onAction);
  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = queueKeyAction(event);
      if (action === null) return;
      event.preventDefault();
      act(action);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
