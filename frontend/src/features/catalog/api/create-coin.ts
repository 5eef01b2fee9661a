import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coinKeys } from '@/api/coin-keys';
import type { PhotoUploadProgress } from '@/components/coin/photos/upload-progress';
import { type ListingFields, toListingFormData } from './listing-form-data';
import { sendListingForm } from './send-listing-form';

/**
 * Submits a new listing for review, reporting each photo's upload progress; refreshes the user's listings before it
 * resolves, also when no screen shows them (refetchType 'all'): a copy fetched earlier (the router
 * preloads My Listings when the pointer passes its link) would otherwise open Manage Listings without
 * the new listing, on the wrong tab.
 */
export function useCreateCoin(onProgress: (progress: PhotoUploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ListingFields) => sendListingForm('POST', '/api/coins', toListingFormData(fields), fields.photos, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coinKeys.mine(), refetchType: 'all' }),
  });
}
