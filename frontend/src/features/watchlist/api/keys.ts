/** Cache keys of the watchlist: one entry per signed-in user. */
export const watchlistKeys = {
  all: () => ['watchlist'] as const,
  of: (userId: number) => ['watchlist', userId] as const,
};

/** Every watch or unwatch in flight, for one user. */
export const watchMutationKey = (userId: number) => ['watchlist', userId, 'toggle'] as const;
