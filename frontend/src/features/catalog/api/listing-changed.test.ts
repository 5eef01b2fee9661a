import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { myListingsQueryOptions } from '@/api/my-listings';
import { sellerListingsQueryOptions } from '@/api/seller-listings';
import { NO_IDENTITY } from '@/test/coin-identity-fixture';
import type { Coin } from '../types';
import { coinQueryOptions } from './coin';
import { refreshChangedListing } from './listing-changed';

const coin: Coin = {
  id: 42,
  title: '1835 William IV One Rupee',
  description: 'Silver, well struck',
  price: 4500,
  category: 'british-india',
  condition: 'fine',
  metal: 'silver',
  year: '1835',
  imageUrl: null,
  images: [],
  location: 'Mumbai',
  sellerId: 7,
  isApproved: true,
  isSold: false,
  isReserved: false,
  status: 'approved',
  rejectionReason: null,
  rejectionReasonCode: null,
  rejectionNote: null,
  commentCount: 0,
  createdAt: '2025-06-30T12:00:00.000Z',
  updatedAt: '2025-06-30T12:00:00.000Z',
  seller: { id: 7, name: 'Rahul Verma', location: 'Mumbai', createdAt: '2024-01-01T00:00:00.000Z' },
  ...NO_IDENTITY,
};

describe('refreshChangedListing', () => {
  it("refreshes the shared listing queries other features read: the user's own and the seller's public listings", async () => {
    const queryClient = new QueryClient();
    const changed = { ...coin, title: '1835 William IV One Rupee, edge reeded' };
    queryClient.setQueryData(myListingsQueryOptions.queryKey, [{ ...coin, watcherCount: 0 }]);
    queryClient.setQueryData(sellerListingsQueryOptions(7).queryKey, [coin]);

    await refreshChangedListing(queryClient, changed);

    expect(queryClient.getQueryState(myListingsQueryOptions.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(sellerListingsQueryOptions(7).queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(coinQueryOptions(42).queryKey)).toEqual(changed);
  });
});
