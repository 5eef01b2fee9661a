import type { Principal } from '../../../platform/kernel/principal';
import { canSeeModerationNotes, canView } from './visibility';

const listing = (over: Partial<{ sellerId: number; isApproved: boolean; isDeleted: boolean }> = {}) => ({ sellerId: 7, isApproved: false, isDeleted: false, ...over });
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
});
