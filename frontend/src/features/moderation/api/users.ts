import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { moderationKeys } from './keys';

export const USERS_PAGE_SIZE = 20;

/** One page of users, newest first, with the total count. Page numbers start at 1. */
export function usersQueryOptions(page: number) {
  return queryOptions({
    queryKey: moderationKeys.users(page),
    queryFn: () =>
      unwrap(
        api.GET('/api/admin/users', {
          params: { query: { limit: USERS_PAGE_SIZE, offset: (page - 1) * USERS_PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
