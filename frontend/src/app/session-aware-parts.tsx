import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { currentUserQueryOptions } from '@/features/identity/api/current-user';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import type { SavedSearchFilters } from '@/features/saved-searches/types';
import { WatchHearts } from '@/features/watchlist/components/watch-hearts';

/** The viewer as the session says: the user's id, null for a visitor, undefined while it is being asked for. */
function useSessionViewerId(): number | null | undefined {
  const { data: user } = useQuery(currentUserQueryOptions);
  return user === undefined ? undefined : (user?.id ?? null);
}

/**
 * The watch heart on every coin card inside, for whoever the session says is viewing. The session is
 * read here and not by the screen: when its answer arrives only the hearts render again, not the
 * screen with its twenty cards and filters (on a phone that second render was a long task of the
 * start-up, issue 10). `children` is the screen's element, unchanged when the session changes.
 */
export function SessionWatchHearts({ children }: { children: ReactNode }) {
  return <WatchHearts viewerId={useSessionViewerId()}>{children}</WatchHearts>;
}

/** "Save this search" for whoever the session says is viewing (the session read here, as above). */
export function SessionSaveSearchButton({ filters }: { filters: SavedSearchFilters }) {
  return <SaveSearchButton viewerId={useSessionViewerId()} filters={filters} />;
}
