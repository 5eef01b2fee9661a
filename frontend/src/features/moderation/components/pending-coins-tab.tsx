import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pendingCoinsQueryOptions } from '../api/pending-coins';
import { AdminCoinCard } from './admin-coin-card';
import { CoinListState } from './coin-list-state';
import { HistoryButton } from './history-button';
import { ReviewButtons } from './review-buttons';

/** The review queue: each listing with Approve, Reject and its history. */
export function PendingCoinsTab() {
  const { t } = useTranslation('moderation');
  const pending = useQuery(pendingCoinsQueryOptions);
  return (
    <CoinListState coins={pending.data} isPending={pending.isPending} error={pending.error} failedTitle={t('pending.failed')} emptyText={t('pending.empty')}>
      {(coin) => (
        <AdminCoinCard
          coin={coin}
          showDescription
          actions={
            <>
              <ReviewButtons coin={coin} />
              <HistoryButton coin={coin} />
            </>
          }
        />
      )}
    </CoinListState>
  );
}
