import type { ReactNode } from 'react';
import { WatchControlProvider } from '@/components/coin/watch-control';
import { WatchViewerContext } from '../hooks/watch-viewer';
import { WatchButton } from './watch-button';

interface WatchHeartsProps {
  /** The signed-in user's id, null for a visitor, undefined while the session is being asked for. */
  viewerId: number | null | undefined;
  children: ReactNode;
}

/** Puts the heart on every coin card and coin page inside (a route wraps its screen in it). */
export function WatchHearts({ viewerId, children }: WatchHeartsProps) {
  return (
    <WatchViewerContext.Provider value={viewerId}>
      <WatchControlProvider value={WatchButton}>{children}</WatchControlProvider>
    </WatchViewerContext.Provider>
  );
}
