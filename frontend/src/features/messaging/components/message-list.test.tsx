import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { Message } from '../types';
import { MessageList } from './message-list';

const message = (id: number, senderId: number, content: string, contactDetailsHidden = false): Message => ({
  id,
  conversationId: 3,
  senderId,
  receiverId: senderId === 8 ? 7 : 8,
  coinId: 42,
  content,
  contactDetailsHidden,
  createdAt: new Date(Date.UTC(2025, 5, 30, 12, id)).toISOString(),
  isRead: true,
});

const HIDDEN_NOTE = 'Phone numbers, e-mail addresses and UPI ids are hidden until an offer is accepted.';

describe('MessageList', () => {
  it('opens every conversation with the safety tip, before any message', () => {
    renderWithProviders(<MessageList messages={[]} viewerId={8} partyName="Rahul Verma" />);
    const tip = screen.getByRole('complementary', { name: 'Stay safe' });
    expect(tip).toHaveTextContent('Never pay in advance to someone you have not met.');
    expect(screen.getByText('No messages yet. Say hello and ask about the coin!')).toBeInTheDocument();
  });

  it('says why a message shows •••••• where the other party wrote contact details, and only there', () => {
    renderWithProviders(
      <MessageList
        messages={[message(1, 7, 'Call me on ••••••', true), message(2, 8, 'My number is 9876543210'), message(3, 7, 'Is ₹4,500 fine?')]}
        viewerId={8}
        partyName="Rahul Verma"
      />,
    );
    const [hidden, mine, plain] = screen.getAllByRole('listitem');
    expect(within(hidden!).getByText(HIDDEN_NOTE)).toBeInTheDocument();
    expect(within(mine!).queryByText(HIDDEN_NOTE)).toBeNull();
    expect(within(plain!).queryByText(HIDDEN_NOTE)).toBeNull();
    expect(screen.getAllByText(HIDDEN_NOTE)).toHaveLength(1);
  });
});
