import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { loadForScreen } from './load-for-screen';

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

/** A query whose fetches are counted and answered when the test says so. */
function controlledQuery(staleTime?: number) {
  const answers: ((value: string) => void)[] = [];
  const queryFn = vi.fn(() => new Promise<string>((resolve) => answers.push(resolve)));
  const options = queryOptions({ queryKey: ['thing', 1], queryFn, ...(staleTime === undefined ? {} : { staleTime }) });
  return { options, queryFn, answer: (value: string) => answers.shift()?.(value) };
}

describe('loadForScreen', () => {
  it('waits for the first fetch and leaves its answer in the cache', async () => {
    const queryClient = newQueryClient();
    const thing = controlledQuery();
    let loaded = false;
    const loading = loadForScreen(queryClient, thing.options).then(() => (loaded = true));
    await vi.waitFor(() => expect(thing.queryFn).toHaveBeenCalledTimes(1));
    expect(loaded).toBe(false);

    thing.answer('first');
    await loading;
    expect(queryClient.getQueryData(thing.options.queryKey)).toBe('first');
  });

  it('does not fetch again what is cached and fresh', async () => {
    const queryClient = newQueryClient();
    const thing = controlledQuery();
    queryClient.setQueryData(thing.options.queryKey, 'cached');
    await loadForScreen(queryClient, thing.options);
    expect(thing.queryFn).not.toHaveBeenCalled();
  });

  it('shows a stale copy at once and fetches it again behind the screen', async () => {
    const queryClient = newQueryClient();
    const thing = controlledQuery(0);
    queryClient.setQueryData(thing.options.queryKey, 'cached');
    await loadForScreen(queryClient, thing.options);
    expect(queryClient.getQueryData(thing.options.queryKey)).toBe('cached');
    await vi.waitFor(() => expect(thing.queryFn).toHaveBeenCalledTimes(1));

    thing.answer('fresh');
    await vi.waitFor(() => expect(queryClient.getQueryData(thing.options.queryKey)).toBe('fresh'));
  });

  it('does not fail the route when the fetch fails: the error stays for the screen', async () => {
    const queryClient = newQueryClient();
    const notFound = new ApiError(404, 'Coin not found');
    const options = queryOptions({ queryKey: ['thing', 2], queryFn: (): Promise<string> => Promise.reject(notFound) });
    await expect(loadForScreen(queryClient, options)).resolves.toBeUndefined();
    expect(queryClient.getQueryState(options.queryKey)?.error).toBe(notFound);
  });
});
