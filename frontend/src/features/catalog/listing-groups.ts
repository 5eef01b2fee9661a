import type { Coin } from './types';

/** Live on the marketplace: approved and not sold. */
export const isActive = (coin: Coin) => coin.status === 'approved' && !coin.isSold;

/** Not live yet: waiting for review, or rejected and waiting for the seller's changes. */
export const isInReview = (coin: Coin) => coin.status !== 'approved';

export const isSold = (coin: Coin) => coin.isSold;
