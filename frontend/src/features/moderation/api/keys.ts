/** Cache keys of the admin panel's own data. */
export const moderationKeys = {
  pending: () => ['moderation', 'pending'] as const,
  all: () => ['moderation', 'all'] as const,
  users: (page: number) => ['moderation', 'users', page] as const,
  history: (coinId: number) => ['moderation', 'history', coinId] as const,
};
