/** Cache keys of the admin panel's own data. */
export const moderationKeys = {
  pending: () => ['moderation', 'pending'] as const,
  stats: () => ['moderation', 'stats'] as const,
  /** Every page of All Coins (the prefix), or one page. */
  all: (page?: number) => (page === undefined ? (['moderation', 'all'] as const) : (['moderation', 'all', page] as const)),
  users: (page: number) => ['moderation', 'users', page] as const,
  history: (coinId: number) => ['moderation', 'history', coinId] as const,
};
