import { describe, expect, it } from 'vitest';
import { actionsFor, ownerOf, type ReportGroup } from './report-types';

const group = (parts: Partial<ReportGroup>): ReportGroup => ({ targetType: 'user', targetId: 1, listing: null, user: null, message: null, reports: [], history: [], ...parts });

describe('report actions', () => {
  it('offers hiding only for a reported listing', () => {
    expect(actionsFor({ targetType: 'listing' })).toEqual(['dismiss', 'hide-listing', 'suspend-user']);
    expect(actionsFor({ targetType: 'user' })).toEqual(['dismiss', 'suspend-user']);
    expect(actionsFor({ targetType: 'message' })).toEqual(['dismiss', 'suspend-user']);
  });

  it("suspends a listing's seller, a message's sender or the reported person", () => {
    const seller = { id: 8, name: 'Rahul Verma', suspendedUntil: null };
    expect(ownerOf(group({ targetType: 'listing', listing: { id: 3, title: 'Rupee', imageUrl: null, price: 4500, status: 'live', seller } }))).toEqual(seller);
    expect(
      ownerOf(group({ targetType: 'message', message: { id: 5, text: 'Hi', sentAt: '', sender: seller, conversationId: 2, listing: { id: 3, title: 'Rupee' } } })),
    ).toEqual(seller);
    expect(ownerOf(group({ user: { id: 8, name: 'Rahul Verma', joinedAt: '', phoneVerified: true, listingCount: 2, suspendedUntil: null } }))).toEqual({ id: 8, name: 'Rahul Verma' });
    expect(ownerOf(group({}))).toBeNull();
  });
});
