import { Flex } from 'antd';
import type { ReactNode } from 'react';
import type { Coin } from '../../types';
import { OwnListingCard } from './own-listing-card';

interface ListingListProps {
  coins: readonly Coin[];
  actions: (coin: Coin) => ReactNode;
  /** Shown instead when there are no listings. */
  empty: ReactNode;
  /** The listing just submitted, shown highlighted. */
  highlightedId?: number;
}

export function ListingList({ coins, actions, empty, highlightedId }: ListingListProps) {
  if (coins.length === 0) return empty;
  return (
    <Flex vertical gap={12} component="ul" className="listing-list">
      {coins.map((coin) => (
        <li key={coin.id}>
          <OwnListingCard coin={coin} actions={actions(coin)} highlighted={coin.id === highlightedId} />
        </li>
      ))}
    </Flex>
  );
}
