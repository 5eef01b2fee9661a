import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { allCoinsQueryOptions } from '../api/all-coins';
import { AdminCoinCard } from './admin-coin-card';
import { CoinAdminButtons } from './coin-admin-buttons';
import { CoinListState } from './coin-list-state';
import { HistoryButton } from './history-button';

/** Every listing with its badges, and edit, mark sold, delete and history. */
export function AllCoinsTab() {
  const { t } = useTranslation('moderation');
  const all = useQuery(allCoinsQueryOptions);
  return (
    <CoinListState query={all} failedTitle={t('all.failed')} emptyText={t('all.empty')}>
      {(coin) => (
        <AdminCoinCard
          coin={coin}
          actions={
            <>
              <CoinAdminButtons coin={coin} />
              <HistoryButton coin={coin} />
            </>
          }
        />
      )}
    </CoinListState>
  );
}
