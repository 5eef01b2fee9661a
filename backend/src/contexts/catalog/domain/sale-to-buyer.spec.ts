import { ConflictError, ForbiddenError, ValidationError } from '../../../platform/kernel/errors';
import type { Principal } from '../../../platform/kernel/principal';
import { checkSaleToBuyer } from './sale-to-buyer';

describe('a sale to a conversation’s buyer (decisions/0086)', () => {
  const seller: Principal = { userId: 7, name: 'Rahul Verma', isAdmin: false, subscriptionTier: 'premium' };
  const admin: Principal = { userId: 1, name: 'Admin', isAdmin: true, subscriptionTier: 'free' };

  it('lets the seller name a buyer of an unreserved listing', () => {
    expect(() => checkSaleToBuyer({ sellerId: 7, reservedFor: null }, seller, 8)).not.toThrow();
  });

  it('refuses anyone but the seller, the seller as buyer, and a listing an accepted offer holds', () => {
    expect(() => checkSaleToBuyer({ sellerId: 7, reservedFor: null }, admin, 8)).toThrow(ForbiddenError);
    expect(() => checkSaleToBuyer({ sellerId: 7, reservedFor: null }, seller, 7)).toThrow(ValidationError);
    expect(() => checkSaleToBuyer({ sellerId: 7, reservedFor: 31 }, seller, 8)).toThrow(ConflictError);
  });
});
