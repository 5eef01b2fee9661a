import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { AdminCoin } from '../types';

interface CoinListStateProps {
  query: UseQueryResult<AdminCoin[]>;
  failedTitle: string;
  emptyText: string;
  children: (coin: AdminCoin) => ReactNode;
}

/** An admin list of listings: skeleton, error, empty, or one entry per listing. */
export function CoinListState({ query, failedTitle, emptyText, children }: CoinListStateProps) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) return <Alert type="error" showIcon title={failedTitle} description={query.error.message} />;
  if (query.data.length === 0) return <Empty description={emptyText} />;
  return (
    <ul className="admin-list">
      {query.data.map((coin) => (
        <li key={coin.id}>{children(coin)}</li>
      ))}
    </ul>
  );
}
