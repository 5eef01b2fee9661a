import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '@/features/identity/api/current-user';
import { useWatchViewer } from '@/features/watchlist/hooks/watch-viewer';
import { BaseProviders } from './base-providers';
import { createI18n } from './i18n';
import { createQueryClient } from './query-client';
import { SessionWatchHearts } from './session-aware-parts';

function Viewer() {
  return <p>viewer: {String(useWatchViewer())}</p>;
}

describe('SessionWatchHearts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the hearts who is viewing when the session answers, without rendering the screen inside again', async () => {
    // The session's request never answers by itself: the test answers it.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const queryClient = createQueryClient();
    let screenRenders = 0;
    function Screen() {
      screenRenders++;
      return <Viewer />;
    }
    render(
      <BaseProviders i18n={createI18n('en')} queryClient={queryClient}>
        <SessionWatchHearts>
          <Screen />
        </SessionWatchHearts>
      </BaseProviders>,
    );
    expect(screen.getByText('viewer: undefined')).toBeInTheDocument();

    act(() => queryClient.setQueryData(currentUserQueryKey, null));
    expect(await screen.findByText('viewer: null')).toBeInTheDocument();
    expect(screenRenders).toBe(1);
  });
});
