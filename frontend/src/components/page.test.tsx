import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { Page } from './page';

describe('Page', () => {
  it('shows its title as the h1 and in the document title', () => {
    renderWithProviders(<Page title="Browse Coins">content</Page>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Browse Coins');
    expect(document.title).toBe('Browse Coins | Sikka - Indian Old Coin Marketplace');
  });

  it('keeps its title as a label, not a heading, when the content brings the h1', () => {
    renderWithProviders(
      <Page title="Coin Details" titleAsHeading={false}>
        <h1>Akbar silver rupee</h1>
      </Page>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Akbar silver rupee']);
    expect(screen.getByText('Coin Details').tagName).toBe('P');
    expect(document.title).toBe('Coin Details | Sikka - Indian Old Coin Marketplace');
  });
});
