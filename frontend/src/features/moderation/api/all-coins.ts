import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';
import { api } from '@/api/client';
import type { AdminCoin } from '../types';
import { moderationKeys } from './keys';

export const ALL_COINS_PAGE_SIZE = 20;

export interface AdminCoinPage {
  coins: AdminCoin[];
  /** Every listing that is not deleted (the X-Total-Count header). */
  totalCount: number;
}

/** One page (from 1) of every listing that is not deleted, in any status, newest first. */
export function allCoinsQueryOptions(page: number) {
  return queryOptions({
    queryKey: moderationKeys.all(page),
    queryFn: async (): Promise<AdminCoinPage> => {
      const { data, error, response } = await api.GET('/api/admin/coins/all', {
        params: { query: { limit: ALL_COINS_PAGE_SIZE, offset: (page - 1) * ALL_COINS_PAGE_SIZE } },
      });
      if (!response.ok || data === undefined) throw ApiError.fromResponse(response, error);
      const total = Number(response.headers.get('X-Total-Count'));
      return { coins: data, totalCount: Number.isFinite(total) ? total : data.length };
    },
    placeholderData: keepPreviousData,
  });
}
