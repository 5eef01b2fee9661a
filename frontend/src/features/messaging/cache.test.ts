import { describe, expect, it } from 'vitest';
import { withConversationRead, withMessage } from './cache';
import type { Conversation, Message } from './types';

const message = (id: number): Message => ({
  id,
  conversationId: 3,
  senderId: 8,
  receiverId: 7,
  coinId: 42,
  content: `Message ${id}`,
  contactDetailsHidden: false,
  createdAt: new Date(Date.UTC(2025, 5, 30, 12, id)).toISOString(),
  isRead: false,
});

const conversation = (id: number, unreadCount: number): Conversation => ({
  id,
  buyerId: 8,
  sellerId: 7,
  coinId: 42,
  lastMessageId: null,
  createdAt: '2025-06-30T12:00:00.000Z',
  updatedAt: '2025-06-30T12:00:00.000Z',
  buyer: { id: 8, name: 'Priya Sharma' },
  seller: { id: 7, name: 'Rahul Verma' },
  coin: { id: 42, title: '1835 William IV One Rupee', price: 4500, imageUrl: null, isSold: false, isRemoved: false },
  lastMessage: null,
  unreadCount,
  contactDetailsShared: false,
  blockedByMe: false,
  blockedMe: false,
  otherPartySuspended: false,
  otherPartySuspendedUntil: null,
});

describe('withMessage', () => {
  it('appends a new message after the ones already shown', () => {
    expect(withMessage([message(1), message(2)], message(3))?.map(({ id }) => id)).toEqual([1, 2, 3]);
  });

  it('does not add a message twice (the answer to sending and its push)', () => {
    const messages = [message(1), message(2)];
    expect(withMessage(messages, message(2))).toBe(messages);
  });

  it('puts a late push in its place among newer messages', () => {
    expect(withMessage([message(1), message(3)], message(2))?.map(({ id }) => id)).toEqual([1, 2, 3]);
  });

  it('leaves messages that were never loaded unloaded', () => {
    expect(withMessage(undefined, message(1))).toBeUndefined();
  });
});

describe('withConversationRead', () => {
  it('clears the unread count of the conversation that was read, only that one', () => {
    const read = withConversationRead([conversation(3, 2), conversation(4, 1)], 3);
    expect(read?.map(({ id, unreadCount }) => [id, unreadCount])).toEqual([
      [3, 0],
      [4, 1],
    ]);
  });

  it('keeps the same list when nothing was unread', () => {
    const conversations = [conversation(3, 0)];
    expect(withConversationRead(conversations, 3)).toBe(conversations);
    expect(withConversationRead(undefined, 3)).toBeUndefined();
  });
});
