import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coinKeys } from '@/api/coin-keys';
import { sendForm } from '@/api/send-form';
import type { Coin } from '../types';
import { type ListingFields, toListingFormData } from './listing-form-data';

/** The seller's edit of a rejected listing, which sends it back for review. */
export function useResubmitCoin(coinId: number, onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ListingFields) =>
      sendForm<Coin>('PATCH', `/api/coins/${coinId}`, toListingFormData(fields), onProgress),
    onSuccess: (coin) => {
      queryClient.setQueryData(coinKeys.detail(coin.id), coin);
      return queryClient.invalidateQueries({ queryKey: coinKeys.mine() });
    },
  });
}
