import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_ID, useFirstScreenReady } from './first-screen-handoff';

function Shell() {
  const ready = useFirstScreenReady();
  return ready ? <h1>The app’s screen</h1> : null;
}

describe('useFirstScreenReady: the server’s first screen gives way to the app’s (decisions/0059)', () => {
  afterEach(() => document.getElementById(FIRST_PAINT_ID)?.remove());

  it('renders nothing at first, then the screen, and removes the first screen when the screen is there', async () => {
    const firstPaint = document.createElement('div');
    firstPaint.id = FIRST_PAINT_ID;
    document.body.prepend(firstPaint);
    let seenBeforeReady = false;
    function Probe() {
      const ready = useFirstScreenReady();
      if (!ready) seenBeforeReady = document.getElementById(FIRST_PAINT_ID) !== null;
      return ready ? <h1>The app’s screen</h1> : null;
    }
    render(<Probe />);
    await screen.findByRole('heading', { name: 'The app’s screen' });
    expect(seenBeforeReady).toBe(true);
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });

  it('renders the screen where the server wrote no first screen', async () => {
    render(<Shell />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'The app’s screen' })).toBeInTheDocument());
  });
});
