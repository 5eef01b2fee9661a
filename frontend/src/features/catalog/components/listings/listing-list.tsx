import { Flex } from 'antd';
import type { ReactNode } from 'react';
import type { Coin } from '../../types';
import { OwnListingCard } from './own-listing-card';

interface ListingListProps {
  coins: readonly Coin[];
  actions: (coin: Coin) => ReactNode;
  /** Shown instead when there are no listings. */
  empty: ReactNode;
}

export function ListingList({ coins, actions, empty }: ListingListProps) {
  if (coins.length === 0) return empty;
  return (
    <Flex vertical gap={12} component="ul" className="listing-list">
      {coins.map((coin) => (
        <li key={coin.id}>
          <OwnListingCard coin={coin} actions={actions(coin)} />
        </li>
      ))}
    </Flex>
  );
}
