import { describe, expect, it } from 'vitest';
import { withOffer } from './cache';
import type { Offer } from './types';

const offer = (id: number, status: Offer['status'] = 'pending'): Offer => ({
  id,
  buyerId: 8,
  sellerId: 7,
  coinId: 42,
  conversationId: 3,
  offerAmount: 4000 + id,
  message: null,
  status,
  createdAt: new Date(Date.UTC(2025, 5, 30, 12, id)).toISOString(),
  updatedAt: new Date(Date.UTC(2025, 5, 30, 12, id)).toISOString(),
  coin: { id: 42, title: '1835 William IV One Rupee', price: 4500 },
  buyer: { id: 8, name: 'Priya Sharma' },
  currentAmount: 4000 + id,
  counterAmount: null,
  awaiting: status === 'pending' ? 'seller' : null,
  round: 0,
  expiresAt: null,
  history: [],
});

describe('withOffer', () => {
  it('puts a new offer first', () => {
    expect(withOffer([offer(2), offer(1)], offer(3))?.map(({ id }) => id)).toEqual([3, 2, 1]);
  });

  it('replaces the older version of a decided offer in its place', () => {
    const updated = withOffer([offer(3), offer(2), offer(1)], offer(2, 'accepted'));
    expect(updated?.map(({ id, status }) => [id, status])).toEqual([
      [3, 'pending'],
      [2, 'accepted'],
      [1, 'pending'],
    ]);
  });

  it('adds an offer known to be new only once', () => {
    expect(withOffer(withOffer([offer(1)], offer(2)), offer(2))?.map(({ id }) => id)).toEqual([2, 1]);
  });

  it('leaves offers that were never loaded unloaded', () => {
    expect(withOffer(undefined, offer(1))).toBeUndefined();
  });
});
