import { ConflictError, ForbiddenError, NotFoundError } from '../../../platform/kernel/errors';

export interface WatchableListing {
  sellerId: number;
  isApproved: boolean;
  isDeleted: boolean;
  isSold: boolean;
  /** Hidden by the moderators or its seller suspended (decisions/0083): not found, as on its page. */
  isHidden?: boolean;
}

/**
 * Who may watch a listing (decisions/0066): a live listing only — unknown, deleted, pending and
 * rejected ones are "Coin not found" as on their page — never one's own (403), and not a sold one (409).
 */
export function checkCanWatch(listing: WatchableListing | null, userId: number): void {
  if (!listing || listing.isDeleted) throw new NotFoundError('Coin not found');
  if (listing.sellerId === userId) throw new ForbiddenError('You cannot watch your own listing');
  if (!listing.isApproved || listing.isHidden) throw new NotFoundError('Coin not found');
  if (listing.isSold) throw new ConflictError('This coin is already sold');
}

/** An edit's price change, when it lowered the price; null otherwise (or when the edit predates recording `previous`). */
export function priceDrop(data: { changes?: Record<string, unknown>; previous?: Record<string, unknown> }): { oldPrice: number; newPrice: number } | null {
  const newPrice = data.changes?.price;
  const oldPrice = data.previous?.price;
  if (typeof newPrice !== 'number' || typeof oldPrice !== 'number' || newPrice >= oldPrice) return null;
  return { oldPrice, newPrice };
}
