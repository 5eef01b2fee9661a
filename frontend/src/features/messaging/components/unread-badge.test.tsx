import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { UnreadBadge } from './unread-badge';

describe('UnreadBadge', () => {
  it('shows nothing when there is nothing unread', () => {
    renderWithProviders(<UnreadBadge count={0} />);
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
  });

  it.each([
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('shows %i as %s', (count, shown) => {
    renderWithProviders(<UnreadBadge count={count} />);
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(screen.getByText(`${count} unread messages`)).toBeInTheDocument();
  });
});
