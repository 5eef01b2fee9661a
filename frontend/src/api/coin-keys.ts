/**
 * Cache keys of listing data. Several features change listings (the catalog's seller screens, the
 * admin panel), so they share these keys to invalidate exactly what a change touches.
 */
export const coinKeys = {
  /** Browse and search pages, one entry per query. */
  lists: () => ['coins', 'list'] as const,
  list: (query: object) => ['coins', 'list', query] as const,
  detail: (id: number) => ['coins', 'detail', id] as const,
  /** The signed-in user's own listings. */
  mine: () => ['coins', 'mine'] as const,
  /** Public seller pages. */
  sellers: () => ['coins', 'seller'] as const,
  seller: (sellerId: number) => ['coins', 'seller', sellerId] as const,
  sellerProfile: (sellerId: number) => ['coins', 'seller', sellerId, 'profile'] as const,
  sellerListings: (sellerId: number) => ['coins', 'seller', sellerId, 'listings'] as const,
};
