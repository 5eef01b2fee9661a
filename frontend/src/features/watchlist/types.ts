import type { components } from '@/api/schema';

/** A watched listing: the browse coin shape with `isWatched` and when it was watched. */
export type WatchedCoin = components['schemas']['WatchedCoinDto'];

/** A listing as browse and the coin page show it. */
export type Coin = components['schemas']['CoinDto'];
