import { ListingFlag, priceOutlierFlag } from './listing-flags';

/** At least this many approved listings of the same category and metal before a price is judged. */
export const PRICE_OUTLIER_MIN_SIMILAR = 5;
/** A price above FACTOR × the median of similar listings, or below median / FACTOR, is flagged. */
export const PRICE_OUTLIER_FACTOR = 5;

export interface SimilarPrices {
  median: number;
  count: number;
}

const twoDigits = (value: number): number => Number(value.toPrecision(2));

/** The price-outlier flag for `price` against similar listings' prices, or null when it is in range or there are too few to judge. */
export function priceOutlier(price: number, similar: SimilarPrices | null): ListingFlag | null {
  if (!similar || similar.count < PRICE_OUTLIER_MIN_SIMILAR || similar.median <= 0) return null;
  const ratio = price / similar.median;
  if (ratio <= PRICE_OUTLIER_FACTOR && ratio >= 1 / PRICE_OUTLIER_FACTOR) return null;
  return priceOutlierFlag({ price, median: similar.median, ratio: twoDigits(ratio), similar: similar.count });
}
