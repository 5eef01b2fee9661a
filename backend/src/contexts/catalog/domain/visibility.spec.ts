import type { Principal } from '../../../platform/kernel/principal';
import { canSeeModerationNotes, canView } from './visibility';

const listing = (over: Partial<{ sellerId: number; isApproved: boolean; isDeleted: boolean; isHidden: boolean }> = {}) => ({ sellerId: 7, isApproved: false, isDeleted: false, isHidden: false, ...over });
const person = (userId: number, isAdmin = false): Principal => ({ userId, name: `Person ${userId}`, isAdmin, subscriptionTier: 'free' });
const seller = person(7);
const admin = person(1, true);
const other = person(9);

describe('listing visibility', () => {
  it('shows approved listings to everyone', () => {
    expect(canView(listing({ isApproved: true }), null)).toBe(true);
    expect(canView(listing({ isApproved: true }), other)).toBe(true);
  });

  it('shows pending and rejected listings to the seller and admins only', () => {
    expect(canView(listing(), null)).toBe(false);
    expect(canView(listing(), other)).toBe(false);
    expect(canView(listing(), seller)).toBe(true);
    expect(canView(listing(), admin)).toBe(true);
  });

  it('shows deleted listings to nobody', () => {
    expect(canView(listing({ isApproved: true, isDeleted: true }), admin)).toBe(false);
    expect(canView(listing({ isDeleted: true }), seller)).toBe(false);
  });

  it('keeps moderation notes for the seller and admins', () => {
    expect(canSeeModerationNotes(listing(), seller)).toBe(true);
    expect(canSeeModerationNotes(listing(), admin)).toBe(true);
    expect(canSeeModerationNotes(listing(), other)).toBe(false);
    expect(canSeeModerationNotes(listing(), null)).toBe(false);
  });

  it('shows a hidden listing (by the moderators, or its seller suspended) only to its seller and admins', () => {
    const hidden = listing({ isApproved: true, isHidden: true });
    expect(canView(hidden, null)).toBe(false);
    expect(canView(hidden, other)).toBe(false);
    expect(canView(hidden, seller)).toBe(true);
    expect(canView(hidden, admin)).toBe(true);
    expect(canView(listing({ isApproved: true, isHidden: true, isDeleted: true }), admin)).toBe(false);
  });
});
