import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { myListingsQueryOptions } from '@/api/my-listings';
import { sellerListingsQueryOptions } from '@/api/seller-listings';
import { coinFixture } from '@/test/coin-fixture';
import type { Coin } from '../types';
import { coinQueryOptions } from './coin';
import { refreshChangedListing } from './listing-changed';

const coin: Coin = coinFixture({ title: '1835 William IV One Rupee', description: 'Silver, well struck', year: '1835', yearAd: 1835, location: 'Mumbai' });

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
