import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/api-error';
import { coinKeys } from '@/api/coin-keys';
import { useErrorNotification } from '@/components/use-error-notification';
import { watchlistKeys, watchMutationKey } from '../api/keys';
import { setWatched } from '../api/set-watched';
import type { Coin, WatchedCoin } from '../types';
import { withWatch } from '../watch-cache';

interface Toggle {
  coin: Coin;
  watched: boolean;
}

interface Snapshot {
  list: WatchedCoin[] | undefined;
  detail: Coin | undefined;
}

/**
 * Watches or unwatches a coin at once on screen (the watchlist and the coin page's copy are changed
 * before the server answers) and puts both back if it refuses, with its reason (sold, no longer
 * listed). The watchlist is fetched again when the last toggle in flight has settled, so a quick
 * second tap is never overwritten by the first one's answer.
 */
export function useWatchToggle(userId: number, onSignedOut: () => void) {
  const { t } = useTranslation('watchlist');
  const queryClient = useQueryClient();
  const notifyError = useErrorNotification();
  const listKey = watchlistKeys.of(userId);

  return useMutation<boolean, Error, Toggle, Snapshot>({
    mutationKey: watchMutationKey(userId),
    mutationFn: ({ coin, watched }) => setWatched(coin.id, watched),
    onMutate: async ({ coin, watched }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const snapshot = {
        list: queryClient.getQueryData<WatchedCoin[]>(listKey),
        detail: queryClient.getQueryData<Coin>(coinKeys.detail(coin.id)),
      };
      queryClient.setQueryData<WatchedCoin[]>(listKey, (list) => withWatch(list, coin, watched, new Date()));
      queryClient.setQueryData<Coin>(coinKeys.detail(coin.id), (detail) => (detail ? { ...detail, isWatched: watched } : detail));
      return snapshot;
    },
    onError: (error, { coin, watched }, snapshot) => {
      if (snapshot) {
        queryClient.setQueryData(listKey, snapshot.list);
        queryClient.setQueryData(coinKeys.detail(coin.id), snapshot.detail);
      }
      if (error instanceof ApiError && error.status === 401) return onSignedOut();
      notifyError(t(watched ? 'heart.watchFailed' : 'heart.unwatchFailed'), error);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: watchMutationKey(userId) }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: listKey });
      }
    },
  });
}
