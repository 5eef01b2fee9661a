import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useDeferredValue } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_ID, FIRST_SCREEN_WAIT_MS, useFirstScreenHandoff, useFirstScreenReady } from './first-screen-handoff';

function firstScreenShown(): boolean {
  return document.getElementById(FIRST_PAINT_ID) !== null;
}

/** A shell as AppLayout: nothing at first, then its screen; the first screen goes when that has settled. */
function Shell({ routeLoading = false, children }: { routeLoading?: boolean; children: ReactNode }) {
  const ready = useFirstScreenReady();
  useFirstScreenHandoff(ready, routeLoading);
  return ready ? children : null;
}

function Coins({ load }: { load: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: ['coins'], queryFn: load });
  return <h1>{data ?? 'Loading'}</h1>;
}

describe('the server’s first screen gives way to the app’s (decisions/0059, 0071)', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const firstPaint = document.createElement('div');
    firstPaint.id = FIRST_PAINT_ID;
    document.body.prepend(firstPaint);
  });
  afterEach(() => {
    document.getElementById(FIRST_PAINT_ID)?.remove();
    vi.useRealTimers();
  });

  function renderShell(node: ReactNode) {
    return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
  }

  it('renders nothing at first, then the screen, and removes the first screen when the screen is there', async () => {
    let seenBeforeReady = false;
    function Probe() {
      const ready = useFirstScreenReady();
      useFirstScreenHandoff(ready, false);
      if (!ready) seenBeforeReady = firstScreenShown();
      return ready ? <h1>The app’s screen</h1> : null;
    }
    renderShell(<Probe />);
    await screen.findByRole('heading', { name: 'The app’s screen' });
    expect(seenBeforeReady).toBe(true);
    await waitFor(() => expect(firstScreenShown()).toBe(false));
  });

  it('keeps the first screen while the screen’s data is on its way, and removes it with the data', async () => {
    let arrive: (coins: string) => void = () => undefined;
    const load = () => new Promise<string>((resolve) => (arrive = resolve));
    renderShell(
      <Shell>
        <Coins load={load} />
      </Shell>,
    );
    await screen.findByRole('heading', { name: 'Loading' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(firstScreenShown()).toBe(true);
    act(() => arrive('Akbar rupee'));
    await screen.findByRole('heading', { name: 'Akbar rupee' });
    await waitFor(() => expect(firstScreenShown()).toBe(false));
  });

  it('removes the first screen only once a screen that defers its data (the coin cards) shows it', async () => {
    let arrive: (coins: string) => void = () => undefined;
    const load = () => new Promise<string>((resolve) => (arrive = resolve));
    function DeferredCoins() {
      const { data } = useQuery({ queryKey: ['coins'], queryFn: load });
      const shown = useDeferredValue(data);
      return <h1>{shown ?? 'Loading'}</h1>;
    }
    let headingWhenRemoved: string | null | undefined;
    const removal = new MutationObserver(() => {
      if (headingWhenRemoved === undefined && !firstScreenShown()) headingWhenRemoved = document.querySelector('h1')?.textContent;
    });
    removal.observe(document.body, { childList: true });
    renderShell(
      <Shell>
        <DeferredCoins />
      </Shell>,
    );
    await screen.findByRole('heading', { name: 'Loading' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(firstScreenShown()).toBe(true);
    act(() => arrive('Akbar rupee'));
    await waitFor(() => expect(firstScreenShown()).toBe(false));
    removal.disconnect();
    expect(headingWhenRemoved).toBe('Akbar rupee');
  });

  it('keeps the first screen while the route loads', async () => {
    const { rerender } = renderShell(
      <Shell routeLoading>
        <h1>The app’s screen</h1>
      </Shell>,
    );
    await screen.findByRole('heading', { name: 'The app’s screen' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(firstScreenShown()).toBe(true);
    rerender(
      <QueryClientProvider client={client}>
        <Shell routeLoading={false}>
          <h1>The app’s screen</h1>
        </Shell>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(firstScreenShown()).toBe(false));
  });

  it('gives way to the app’s loading state when the data takes longer than it waits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderShell(
      <Shell>
        <Coins load={() => new Promise<string>(() => undefined)} />
      </Shell>,
    );
    await screen.findByRole('heading', { name: 'Loading' });
    expect(firstScreenShown()).toBe(true);
    act(() => vi.advanceTimersByTime(FIRST_SCREEN_WAIT_MS));
    expect(firstScreenShown()).toBe(false);
  });

  it('renders the screen where the server wrote no first screen', async () => {
    document.getElementById(FIRST_PAINT_ID)?.remove();
    renderShell(
      <Shell>
        <h1>The app’s screen</h1>
      </Shell>,
    );
    await screen.findByRole('heading', { name: 'The app’s screen' });
  });
});
