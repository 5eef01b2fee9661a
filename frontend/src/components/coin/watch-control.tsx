import { type ComponentType, createContext, useContext } from 'react';
import type { components } from '@/api/schema';

export interface WatchControlProps {
  /** The listing as browse or the coin page has it (`isWatched` only on the coin page, for a signed-in viewer). */
  coin: components['schemas']['CoinDto'];
  /** A round heart over a card's picture, or a labelled button on the coin page. */
  look: 'card' | 'page';
  /** The id of the element naming the coin (a card's title), so each card's heart is told apart. */
  describedBy?: string;
}

/**
 * The watch heart's slot: the Catalog's cards and coin page show whatever control the screen provides
 * (the watchlist feature's heart, put in place by the routes), and nothing when none is provided.
 * Features do not import each other (decisions/0061), so the heart reaches the cards this way.
 */
const WatchControlContext = createContext<ComponentType<WatchControlProps> | null>(null);

export const WatchControlProvider = WatchControlContext.Provider;

/** The provided watch control, or null. */
export function useWatchControl(): ComponentType<WatchControlProps> | null {
  return useContext(WatchControlContext);
}
