import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { SellerRating } from './seller-rating';

describe('SellerRating', () => {
  it('reads the average to one decimal and the count', () => {
    renderWithProviders(<SellerRating averageRating={4.7} reviewCount={12} />);
    expect(screen.getByRole('img', { name: '4.7 out of 5 stars from 12 ratings' })).toHaveTextContent('4.7 (12 ratings)');
  });

  it('is short on a card, and says nothing there before the first rating', () => {
    const { unmount } = renderWithProviders(<SellerRating averageRating={5} reviewCount={1} compact />);
    expect(screen.getByRole('img', { name: '5.0 out of 5 stars from 1 rating' })).toHaveTextContent('5.0 (1)');
    unmount();
    renderWithProviders(<SellerRating averageRating={null} reviewCount={0} compact />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('No ratings yet')).toBeNull();
  });

  it('says there are no ratings yet on the seller card', () => {
    renderWithProviders(<SellerRating averageRating={null} reviewCount={0} />);
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
  });
});
