import { ConflictError, ForbiddenError, NotFoundError } from '../../../platform/kernel/errors';
import { checkCanWatch, priceDrop } from './watch-rules';

describe('watch rules', () => {
  const live = { sellerId: 1, isApproved: true, isDeleted: false, isSold: false };

  it('lets anyone but the seller watch a live listing', () => {
    expect(() => checkCanWatch(live, 2)).not.toThrow();
    expect(() => checkCanWatch(live, 1)).toThrow(ForbiddenError);
  });

  it('answers Coin not found for unknown, deleted, pending and rejected listings, and a conflict for a sold one', () => {
    expect(() => checkCanWatch(null, 2)).toThrow(NotFoundError);
    expect(() => checkCanWatch({ ...live, isDeleted: true }, 2)).toThrow(NotFoundError);
    expect(() => checkCanWatch({ ...live, isApproved: false }, 2)).toThrow(NotFoundError);
    expect(() => checkCanWatch({ ...live, isSold: true }, 2)).toThrow(ConflictError);
  });

  it('finds a price drop only when the edit lowered a recorded price', () => {
    expect(priceDrop({ changes: { price: 400 }, previous: { price: 500 } })).toEqual({ oldPrice: 500, newPrice: 400 });
    expect(priceDrop({ changes: { price: 600 }, previous: { price: 500 } })).toBeNull();
    expect(priceDrop({ changes: { price: 400 } })).toBeNull();
    expect(priceDrop({ changes: { location: 'Pune' }, previous: { location: 'Delhi' } })).toBeNull();
  });
});
