import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { Coin } from '../types';
import { refreshChangedListing } from './listing-changed';

/** The seller releases the reservation an accepted offer put on their listing: it takes offers again. */
export function useReleaseReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<Coin> =>
      unwrap(api.POST('/api/coins/{id}/release', { params: { path: { id } } })),
    onSuccess: (coin) => refreshChangedListing(queryClient, coin),
  });
}
