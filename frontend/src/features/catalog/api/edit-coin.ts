import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendForm } from '@/api/send-form';
import type { Coin } from '../types';
import { refreshChangedListing } from './listing-changed';
import { type ListingFields, toListingFormData } from './listing-form-data';

/**
 * The seller's edit of their listing (PATCH /api/coins/{id}): a rejected one goes back for review,
 * an approved one stays live unless its title, description or picture changed. Refreshes every
 * list the listing may appear in, since a live listing's price changes at once.
 */
export function useEditCoin(coinId: number, onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ListingFields) =>
      sendForm<Coin>('PATCH', `/api/coins/${coinId}`, toListingFormData(fields, { clearEmptyOptional: true }), onProgress),
    onSuccess: (coin) => refreshChangedListing(queryClient, coin),
  });
}
