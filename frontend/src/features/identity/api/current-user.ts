import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';
import type { User } from '../types';

export const currentUserQueryKey = ['identity', 'current-user'] as const;

/**
 * The signed-in user, or null for a visitor. Asked of GET /api/session, which answers 200 either way,
 * so a visitor's first load logs no failing request (GET /api/user answers 401 without a session).
 * The API client is imported when first asked: route guards use this query, and the first load should
 * not carry the client (docs/decisions/0050-first-load-budget.md).
 */
export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: async (): Promise<User | null> => {
    const { api } = await import('@/api/client');
    const { data, error, response } = await api.GET('/api/session');
    if (!response.ok || data === undefined) throw ApiError.fromResponse(response, error);
    return data.user;
  },
});
