import type { CoinView } from './coin-view';

/** A listing on the viewer's watchlist: the coin as browse shows it, and when it was watched. */
export interface WatchedCoinView extends CoinView {
  isWatched: true;
  watchedAt: string;
}
