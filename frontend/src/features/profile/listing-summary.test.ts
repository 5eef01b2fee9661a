import { describe, expect, it } from 'vitest';
import { NO_IDENTITY } from '@/test/coin-identity-fixture';
import { summariseListings } from './listing-summary';
import type { Listing } from './types';

function listing(id: number, status: Listing['status'], isSold = false): Listing {
  return {
    id,
    title: `Coin ${id}`,
    description: 'A coin',
    price: 100,
    category: 'republic',
    condition: 'fine',
    metal: null,
    year: null,
    imageUrl: null,
    images: [],
    location: 'Pune',
    sellerId: 1,
    isApproved: status === 'approved',
    isSold,
    isReserved: false,
    status,
    rejectionReason: null,
    rejectionReasonCode: null,
    rejectionNote: null,
    isHidden: false,
    hiddenReason: null,
    sellerSuspended: false,
    commentCount: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    seller: { id: 1, name: 'Asha', location: null, createdAt: '2026-01-01T00:00:00.000Z', phoneVerified: false, averageRating: null, reviewCount: 0, completedDeals: 0, verifiedSeller: false },
    ...NO_IDENTITY,
  };
}

describe('summariseListings', () => {
  it('counts approved unsold listings as active and pending ones, and keeps the 3 newest', () => {
    const summary = summariseListings([listing(5, 'pending'), listing(4, 'approved'), listing(3, 'approved', true), listing(2, 'rejected'), listing(1, 'approved')]);
    expect(summary.active).toBe(2);
    expect(summary.pending).toBe(1);
    expect(summary.recent.map((item) => item.id)).toEqual([5, 4, 3]);
    expect(summary.more).toBe(true);
  });

  it('has no View all with 3 listings or fewer', () => {
    expect(summariseListings([listing(1, 'pending')]).more).toBe(false);
  });
});
