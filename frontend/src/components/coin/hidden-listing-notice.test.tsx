import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { HiddenListingNotice, HiddenTag } from './hidden-listing-notice';

const inSight = { isHidden: false, hiddenReason: null, sellerSuspended: false };

describe('HiddenListingNotice', () => {
  it('says nothing for a listing in public sight', () => {
    const { container } = renderWithProviders(
      <>
        <HiddenListingNotice coin={inSight} />
        <HiddenTag coin={inSight} />
      </>,
    );
    expect(container.textContent).toBe('');
  });

  it('gives the moderators’ reason to the seller', () => {
    renderWithProviders(
      <>
        <HiddenListingNotice coin={{ isHidden: true, hiddenReason: 'The photos are of another coin', sellerSuspended: false }} />
        <HiddenTag coin={{ isHidden: true }} />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Hidden by the moderators: The photos are of another coin');
    expect(screen.getByText('Hidden')).toBeTruthy();
  });

  it('says when it is hidden because its seller is suspended, in Hindi too', async () => {
    renderWithProviders(<HiddenListingNotice coin={{ isHidden: true, hiddenReason: null, sellerSuspended: true }} />, { language: 'hi' });
    expect((await screen.findByRole('alert')).textContent).toContain('विक्रेता के निलंबन तक छिपी हुई');
  });
});
