import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';
import { api } from '@/api/client';
import type { User } from '../types';

export const currentUserQueryKey = ['identity', 'current-user'] as const;

/** The signed-in user, or null for a visitor (the server answers 401 when there is no session). */
export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: async (): Promise<User | null> => {
    const { data, error, response } = await api.GET('/api/user');
    if (response.status === 401) return null;
    if (!response.ok || data === undefined) throw ApiError.fromResponse(response, error);
    return data;
  },
});
