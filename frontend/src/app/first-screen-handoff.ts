import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useLayoutEffect, useState } from 'react';

/** The server-written first screen (backend platform/http/first-paint.ts), shown until the app's own is ready. */
export const FIRST_PAINT_ID = 'first-paint';

/**
 * How long the first screen waits for the app's data at most: past it, the app's own loading or
 * error state is more use than the server's snapshot.
 */
export const FIRST_SCREEN_WAIT_MS = 4000;

function removeFirstScreen(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

/**
 * Whether the shell may render its screen yet (decisions/0059). The first render of the app happens
 * at once when the router has loaded, and React cannot slice it; so it renders nothing, and the
 * screen follows as a deferred render that React slices and yields between.
 */
export function useFirstScreenReady(): boolean {
  return useDeferredValue(true, false);
}

/**
 * Removes the server's first screen once the app's screen shows what it showed (decisions/0071): the
 * screen has rendered, its route has loaded (`routeLoading`, from the router) and no query is fetching. The app's screen renders under
 * the first screen (its styles hide `#root` while it is there), so a phone whose requests are slow
 * keeps the server's coins instead of trading them for a spinner and back, and nothing on the page
 * moves at the swap.
 *
 * The screen's queries start in its components' effects, which run before the shell's: so the shell's
 * effect after the first rendered commit sees them fetching. If none is, the screen is complete and the
 * first screen goes; else the hook watches the count and removes it in the layout effect of the commit
 * that renders the data, so the user sees one screen, then the other.
 */
export function useFirstScreenHandoff(rendered: boolean, routeLoading: boolean): void {
  const queryClient = useQueryClient();
  const fetching = useIsFetching();
  const [watching, setWatching] = useState(false);

  useEffect(() => {
    if (!rendered || watching || document.getElementById(FIRST_PAINT_ID) === null) return;
    if (queryClient.isFetching() === 0 && !routeLoading) removeFirstScreen();
    else setWatching(true);
  }, [rendered, watching, queryClient, routeLoading]);

  // Settled now and in the deferred render too: a screen that defers its answer (the coin cards,
  // decisions/0089) shows it in that render, so the first screen goes in its commit, not in the quick
  // one before it.
  const settled = fetching === 0 && !routeLoading;
  const settledWhenDeferred = useDeferredValue(settled);
  useLayoutEffect(() => {
    if (watching && settled && settledWhenDeferred) removeFirstScreen();
  }, [watching, settled, settledWhenDeferred]);

  useEffect(() => {
    if (!watching) return;
    const timer = setTimeout(removeFirstScreen, FIRST_SCREEN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [watching]);
}
