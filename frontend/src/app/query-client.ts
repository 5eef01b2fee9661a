import { QueryClient } from '@tanstack/react-query';

/** Data is fetched once and kept until a mutation changes it (spec §9): no retries, no refetching. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
