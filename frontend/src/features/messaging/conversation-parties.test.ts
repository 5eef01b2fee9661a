import { describe, expect, it } from 'vitest';
import { displayName, otherParty } from './conversation-parties';
import type { Conversation } from './types';

const conversation = {
  buyerId: 8,
  sellerId: 7,
  buyer: { id: 8, name: 'Priya Sharma' },
  seller: { id: 7, name: 'Rahul Verma' },
} as Conversation;

describe('otherParty', () => {
  it('is the seller for the buyer and the buyer for the seller', () => {
    expect(otherParty(conversation, 8).name).toBe('Rahul Verma');
    expect(otherParty(conversation, 7).name).toBe('Priya Sharma');
  });
});

describe('displayName', () => {
  it('gives the trimmed name and its initial', () => {
    expect(displayName('  ananya Iyer ', 'Unknown User')).toEqual({ name: 'ananya Iyer', initial: 'A' });
  });

  it('falls back when the account has no name any more', () => {
    expect(displayName(' ', 'Unknown User')).toEqual({ name: 'Unknown User', initial: 'U' });
  });
});
