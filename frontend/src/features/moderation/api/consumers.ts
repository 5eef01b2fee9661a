import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { ParkedEvent, ParkedStatus } from '../consumer-types';
import { moderationKeys } from './keys';

/** How often the Events tab asks again while it is open (the queries stop when it closes). */
export const CONSUMERS_REFRESH_MS = 5_000;

/** Parked events shown per page. */
export const PARKED_PAGE_SIZE = 20;

/** Every durable consumer: its checkpoint, lag, parked count and the process running it. */
export const consumersQueryOptions = queryOptions({
  queryKey: moderationKeys.consumers(),
  queryFn: () => unwrap(api.GET('/api/admin/consumers')),
  refetchInterval: CONSUMERS_REFRESH_MS,
});

/** One page of parked events, newest first, still parked, retried successfully, or both. */
export function parkedEventsQueryOptions(status: ParkedStatus, page: number) {
  return queryOptions({
    queryKey: moderationKeys.parked(status, page),
    queryFn: () =>
      unwrap(api.GET('/api/admin/consumers/parked', { params: { query: { status, limit: PARKED_PAGE_SIZE, offset: (page - 1) * PARKED_PAGE_SIZE } } })),
    refetchInterval: CONSUMERS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

interface RetryHandlers {
  /** The retry's answer: resolved, or still parked with the new error. */
  onDone: (event: ParkedEvent) => void;
  onError: (error: Error) => void;
}

/**
 * Runs a parked event through its consumer's handler again; the lists are fetched again afterwards.
 * The handlers are the hook's own, not mutate()'s: a resolved event leaves the list (its card unmounts)
 * before mutate()'s callbacks would run, and they would never be called.
 */
export function useRetryParkedEvent({ onDone, onError }: RetryHandlers) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<ParkedEvent> => unwrap(api.POST('/api/admin/consumers/parked/{id}/retry', { params: { path: { id } } })),
    onSuccess: onDone,
    onError,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.consumers() }),
        queryClient.invalidateQueries({ queryKey: moderationKeys.parked() }),
      ]),
  });
}
