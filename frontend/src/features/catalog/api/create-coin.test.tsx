import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { coinKeys } from '@/api/coin-keys';
import { coinFixture } from '@/test/coin-fixture';
import { useCreateCoin } from './create-coin';

vi.mock('@/api/send-form', () => ({ sendForm: vi.fn(async () => coinFixture({ id: 9, status: 'pending', isApproved: false })) }));

describe('useCreateCoin', () => {
  it("refreshes the user's listings before it resolves, even a copy no screen shows (preloaded by a link)", async () => {
    const queryClient = new QueryClient();
    let listed: { id: number }[] = [];
    const queryFn = vi.fn(async () => listed);
    // The router preloaded My Listings earlier: cached, but no screen observes it now.
    await queryClient.prefetchQuery({ queryKey: coinKeys.mine(), queryFn });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useCreateCoin(() => {}), { wrapper });

    listed = [{ id: 9 }];
    await act(() => result.current.mutateAsync({ title: 'Holkar paisa', description: 'Copper paisa of Indore.', price: 900, category: 'princely', condition: 'excellent', location: 'Indore' }));

    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryData(coinKeys.mine())).toEqual([{ id: 9 }]);
  });
});
