import { useQuery } from '@tanstack/react-query';
import { Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_COINS_PAGE_SIZE, allCoinsQueryOptions } from '../api/all-coins';
import { AdminCoinCard } from './admin-coin-card';
import { CoinAdminButtons } from './coin-admin-buttons';
import { CoinListState } from './coin-list-state';
import { HistoryButton } from './history-button';

/** Every listing with its badges, and edit, mark sold, delete and history, 20 to a page. */
export function AllCoinsTab() {
  const { t } = useTranslation('moderation');
  const [page, setPage] = useState(1);
  const all = useQuery(allCoinsQueryOptions(page));
  const totalCount = all.data?.totalCount ?? 0;
  return (
    <>
      <CoinListState coins={all.data?.coins} isPending={all.isPending} error={all.error} failedTitle={t('all.failed')} emptyText={t('all.empty')}>
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
      {totalCount > ALL_COINS_PAGE_SIZE && (
        <Pagination
          className="admin-pagination"
          align="center"
          current={page}
          pageSize={ALL_COINS_PAGE_SIZE}
          total={totalCount}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </>
  );
}
