import { useDeferredValue, useLayoutEffect } from 'react';

/** The server-written first screen (backend platform/http/first-paint.ts), shown until the app's own is ready. */
export const FIRST_PAINT_ID = 'first-paint';

/**
 * Whether the shell may render its screen yet (decisions/0059). The first render of the app happens
 * at once when the router has loaded, and React cannot slice it; so it renders nothing, and the
 * screen follows as a deferred render that React slices and yields between. When that is committed,
 * the server's first screen is removed in the same frame: the user sees one screen, then the other.
 */
export function useFirstScreenReady(): boolean {
  const ready = useDeferredValue(true, false);
  useLayoutEffect(() => {
    if (ready) document.getElementById(FIRST_PAINT_ID)?.remove();
  }, [ready]);
  return ready;
}
