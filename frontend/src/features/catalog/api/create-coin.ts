import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coinKeys } from '@/api/coin-keys';
import { sendForm } from '@/api/send-form';
import type { Coin } from '../types';
import { type ListingFields, toListingFormData } from './listing-form-data';

/**
 * Submits a new listing for review, reporting upload progress; refreshes the user's listings before it
 * resolves, also when no screen shows them (refetchType 'all'): a copy fetched earlier (the router
 * preloads My Listings when the pointer passes its link) would otherwise open Manage Listings without
 * the new listing, on the wrong tab.
 */
export function useCreateCoin(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ListingFields) => sendForm<Coin>('POST', '/api/coins', toListingFormData(fields), onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coinKeys.mine(), refetchType: 'all' }),
  });
}
