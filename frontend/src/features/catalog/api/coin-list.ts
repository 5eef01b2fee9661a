import { infiniteQueryOptions } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';
import { api } from '@/api/client';
import { coinKeys } from '@/api/coin-keys';
import type { operations } from '@/api/schema';
import { type CoinQuery, nextOffset, PAGE_SIZE } from '../coin-filters';
import type { Coin } from '../types';

type ApiQuery = NonNullable<operations['Coins_search']['parameters']['query']>;

export interface CoinPage {
  coins: Coin[];
  /** How many listings match in all (the X-Total-Count header). */
  total: number;
  /** False when there are more matches than the server counts (then `total` is a lower bound). */
  totalIsExact: boolean;
}

async function fetchCoinPage(query: CoinQuery, offset: number): Promise<CoinPage> {
  const { data, error, response } = await api.GET('/api/coins', {
    // Issue 13's filters and year orders are in the typed query once schema.d.ts is regenerated.
    params: { query: { ...(query as ApiQuery), limit: PAGE_SIZE, offset } },
  });
  if (!response.ok || data === undefined) throw ApiError.fromResponse(response, error);
  const total = Number(response.headers.get('X-Total-Count'));
  return {
    coins: data,
    total: Number.isFinite(total) ? total : data.length,
    totalIsExact: response.headers.get('X-Total-Count-Exact') !== 'false',
  };
}

/** Approved listings matching a query, 20 at a time; the next page starts at the number loaded. */
export function coinListQueryOptions(query: CoinQuery) {
  return infiniteQueryOptions({
    queryKey: coinKeys.list(query),
    queryFn: ({ pageParam }) => fetchCoinPage(query, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_lastPage, pages) => nextOffset(pages.map((page) => page.coins)),
  });
}
