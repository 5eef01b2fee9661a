import { ConflictError, ForbiddenError, ValidationError } from '../../../platform/kernel/errors';
import type { Principal } from '../../../platform/kernel/principal';

/** What a sale to a named buyer depends on in the listing's lifecycle state. */
export interface SellableListing {
  sellerId: number;
  /** The accepted offer holding the listing, if any. */
  reservedFor: number | null;
}

/**
 * A listing marked sold to the buyer of one of its conversations (decisions/0086): only its seller
 * names a buyer (an admin marks sold without one), never themselves, and not while an accepted offer
 * reserves it — that offer already is the deal its two parties rate.
 */
export function checkSaleToBuyer(listing: SellableListing, actor: Principal, buyerId: number): void {
  if (actor.userId !== listing.sellerId) throw new ForbiddenError('Only the seller can say whom the coin was sold to');
  if (buyerId === listing.sellerId) throw new ValidationError('conversationId', 'conversationId must be a conversation with a buyer');
  if (listing.reservedFor !== null) {
    throw new ConflictError('This coin is reserved for an accepted offer: mark it sold without naming a buyer, the offer is the deal');
  }
}
