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

describe('UnreadBadge with offers awaiting an answer', () => {
  it('shows a bell for offers awaiting the viewer, apart from the message count', () => {
    renderWithProviders(<UnreadBadge count={0} awaitingOffers={2} />);
    expect(screen.getByText('2 offers awaiting your answer')).toBeInTheDocument();
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('shows both when messages are unread and an offer waits', () => {
    renderWithProviders(<UnreadBadge count={3} awaitingOffers={1} />, { language: 'hi' });
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('1 ऑफ़र आपके जवाब का इंतज़ार कर रहा है')).toBeInTheDocument();
  });

  it('shows no bell when no offer waits', () => {
    renderWithProviders(<UnreadBadge count={4} awaitingOffers={0} />);
    expect(screen.queryByText(/awaiting/)).not.toBeInTheDocument();
  });
});
