/** Cache keys of the admin panel's own data. */
export const moderationKeys = {
  stats: () => ['moderation', 'stats'] as const,
  /** Every page of All Coins (the prefix), or one page. */
  all: (page?: number) => (page === undefined ? (['moderation', 'all'] as const) : (['moderation', 'all', page] as const)),
  users: (page: number) => ['moderation', 'users', page] as const,
  history: (coinId: number) => ['moderation', 'history', coinId] as const,
  /** The team's queue under every filter (the prefix), or under one flag ('' for all). */
  queue: (flag?: string) => (flag === undefined ? (['moderation', 'queue'] as const) : (['moderation', 'queue', flag] as const)),
  queueOverview: () => ['moderation', 'queue-overview'] as const,
  /** Reported targets under both statuses (the prefix), or one status's page (decisions/0082). */
  reports: (status?: string, page?: number) =>
    status === undefined ? (['moderation', 'reports'] as const) : (['moderation', 'reports', status, page ?? 1] as const),
  /** The durable event consumers' status (decisions/0064). */
  consumers: () => ['moderation', 'consumers'] as const,
  /** Parked events under every filter (the prefix), or one filter's page. */
  parked: (status?: string, page?: number) =>
    status === undefined ? (['moderation', 'parked'] as const) : (['moderation', 'parked', status, page ?? 1] as const),
};
