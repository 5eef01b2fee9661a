import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { coinKeys } from '@/api/coin-keys';
import { createI18n } from '@/app/i18n';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { watchlistKeys } from '../api/keys';
import type { Coin, WatchedCoin } from '../types';
import { useWatchToggle } from './use-watch-toggle';

const setWatched = vi.hoisted(() => vi.fn());
vi.mock('../api/set-watched', () => ({ setWatched }));

const USER = 5;
const coin = (id: number): Coin =>
  ({ id, title: `Coin ${id}`, price: 1000, sellerId: 9, isSold: false, isReserved: false, createdAt: '2025-06-30T12:00:00.000Z' }) as Coin;
const watched = (id: number): WatchedCoin => ({ ...coin(id), isWatched: true, watchedAt: '2025-07-01T00:00:00.000Z' });

function setup() {
  const queryClient = createQueryClient();
  queryClient.setQueryData<WatchedCoin[]>(watchlistKeys.of(USER), [watched(1)]);
  queryClient.setQueryData<Coin>(coinKeys.detail(2), { ...coin(2), isWatched: false });
  const onSignedOut = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders i18n={createI18n('en')} queryClient={queryClient}>
      {children}
    </AppProviders>
  );
  const { result } = renderHook(() => useWatchToggle(USER, onSignedOut), { wrapper });
  const listIds = () => queryClient.getQueryData<WatchedCoin[]>(watchlistKeys.of(USER))?.map((item) => item.id);
  const detailWatched = () => queryClient.getQueryData<Coin>(coinKeys.detail(2))?.isWatched;
  return { queryClient, result, listIds, detailWatched, onSignedOut };
}

describe('useWatchToggle', () => {
  it('shows the coin watched before the server answers, on the watchlist and on its page', async () => {
    let answer: (watched: boolean) => void = () => {};
    setWatched.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { queryClient, result, listIds, detailWatched } = setup();

    act(() => result.current.mutate({ coin: coin(2), watched: true }));
    await waitFor(() => expect(listIds()).toEqual([2, 1]));
    expect(detailWatched()).toBe(true);
    expect(setWatched).toHaveBeenCalledWith(2, true);

    act(() => answer(true));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // Asked again once settled, so the list holds what the server holds.
    expect(queryClient.getQueryState(watchlistKeys.of(USER))?.isInvalidated).toBe(true);
  });

  it('puts both back when the server refuses (a sold coin), without sending the user to sign in', async () => {
    setWatched.mockRejectedValueOnce(new ApiError(409, 'This coin is already sold'));
    const { result, listIds, detailWatched, onSignedOut } = setup();
    act(() => result.current.mutate({ coin: coin(2), watched: true }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(listIds()).toEqual([1]);
    expect(detailWatched()).toBe(false);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('puts an unwatched coin back, and sends a user whose session ended to sign in', async () => {
    setWatched.mockRejectedValueOnce(new ApiError(401, 'Not signed in'));
    const { result, listIds, onSignedOut } = setup();
    act(() => result.current.mutate({ coin: coin(1), watched: false }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(listIds()).toEqual([1]);
    expect(onSignedOut).toHaveBeenCalledOnce();
  });
});
