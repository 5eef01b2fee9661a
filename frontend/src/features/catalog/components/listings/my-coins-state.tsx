import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { myListingsQueryOptions } from '@/api/my-listings';
import type { Coin } from '../../types';

/** Loads the user's listings; shows a skeleton, or "Failed to fetch user coins", until they are there. */
export function WithMyCoins({ children }: { children: (coins: Coin[]) => ReactNode }) {
  const { t } = useTranslation('catalog');
  const coins = useQuery(myListingsQueryOptions);
  if (coins.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (coins.isError) {
    return <Alert type="error" showIcon title={t('listings.fetchFailed')} description={coins.error.message} />;
  }
  return children(coins.data);
}
