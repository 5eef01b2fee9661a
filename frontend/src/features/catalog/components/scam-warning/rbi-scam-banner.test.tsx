import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { RbiScamBanner } from './rbi-scam-banner';
import { isScamWarningDismissed, SCAM_WARNING_DISMISSED_KEY } from './scam-warning-dismissal';

describe('RbiScamBanner (home screen)', () => {
  it('warns that the RBI does not buy old coins and that no fee is owed, until dismissed, and remembers it', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<RbiScamBanner />);
    const warning = screen.getByRole('note', { name: 'Beware of the “RBI buys old coins for lakhs” scam' });
    expect(warning).toHaveTextContent('The Reserve Bank of India does not buy old coins, and nobody should ask you to pay a fee to sell one.');

    await user.click(screen.getByRole('button', { name: 'Dismiss this warning' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(localStorage.getItem(SCAM_WARNING_DISMISSED_KEY)).toBe('1');

    unmount();
    renderWithProviders(<RbiScamBanner />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('speaks Hindi', () => {
    renderWithProviders(<RbiScamBanner />, { language: 'hi' });
    expect(screen.getByRole('note')).toHaveTextContent('भारतीय रिज़र्व बैंक पुराने सिक्के नहीं खरीदता');
    expect(screen.getByRole('button', { name: 'यह चेतावनी बंद करें' })).toBeInTheDocument();
  });

  it('shows the warning where storage cannot be read', () => {
    const refusing = { getItem: () => { throw new Error('denied'); } };
    expect(isScamWarningDismissed(refusing)).toBe(false);
  });
});
