import { Alert, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { AdminCoin } from '../types';

interface CoinListStateProps {
  coins: AdminCoin[] | undefined;
  isPending: boolean;
  error: Error | null;
  failedTitle: string;
  emptyText: string;
  children: (coin: AdminCoin) => ReactNode;
}

/** An admin list of listings: skeleton, error, empty, or one entry per listing. */
export function CoinListState({ coins, isPending, error, failedTitle, emptyText, children }: CoinListStateProps) {
  if (error) return <Alert type="error" showIcon title={failedTitle} description={error.message} />;
  if (isPending || coins === undefined) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (coins.length === 0) return <Empty description={emptyText} />;
  return (
    <ul className="admin-list">
      {coins.map((coin) => (
        <li key={coin.id}>{children(coin)}</li>
      ))}
    </ul>
  );
}
