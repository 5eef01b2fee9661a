import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoUploadProgress } from '@/components/coin/photos/upload-progress';
import type { Coin } from '../types';
import { refreshChangedListing } from './listing-changed';
import { type ListingFields, toListingFormData } from './listing-form-data';
import { sendListingForm } from './send-listing-form';

/**
 * The seller's edit of their listing (PATCH /api/coins/{id}): a rejected one goes back for review,
 * an approved one stays live unless its title, description or photos (one added or replaced) changed.
 * The photos are sent only when the seller changed them, compared with the listing's `images`.
 * Refreshes every list the listing may appear in, since a live listing's price changes at once.
 */
export function useEditCoin(coin: Pick<Coin, 'id' | 'images'>, onProgress: (progress: PhotoUploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ListingFields) =>
      sendListingForm(
        'PATCH',
        `/api/coins/${coin.id}`,
        toListingFormData(fields, { clearEmptyOptional: true, currentPhotos: coin.images ?? [] }),
        fields.photos,
        onProgress,
      ),
    onSuccess: (coin) => refreshChangedListing(queryClient, coin),
  });
}
