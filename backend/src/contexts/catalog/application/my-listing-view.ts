import type { CoinView } from './coin-view';

/** One of the seller's own listings, with how many people watch it. */
export interface MyListingView extends CoinView {
  watcherCount: number;
}
