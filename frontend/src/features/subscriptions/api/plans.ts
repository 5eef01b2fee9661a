import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { Plan } from '../types';

export const plansQueryOptions = queryOptions({
  queryKey: ['subscriptions', 'plans'],
  queryFn: (): Promise<Plan[]> => unwrap(api.GET('/api/plans')),
});
