import { createContext, useContext } from 'react';

/**
 * Who is looking at the hearts: their user id, null for a visitor, undefined while the session is
 * still being asked for. Set by WatchHearts from the route (features do not read Identity's session).
 */
export const WatchViewerContext = createContext<number | null | undefined>(undefined);

export function useWatchViewer(): number | null | undefined {
  return useContext(WatchViewerContext);
}
