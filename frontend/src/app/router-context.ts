import type { QueryClient } from '@tanstack/react-query';

/** What every route receives in `context`. */
export interface RouterContext {
  queryClient: QueryClient;
}
