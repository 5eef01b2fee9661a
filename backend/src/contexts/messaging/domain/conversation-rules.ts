import { NotFoundError, ValidationError } from '../../../platform/kernel/errors';

export interface ListingFacts {
  id: number;
  sellerId: number;
  isApproved: boolean;
  isDeleted: boolean;
}

export interface ConversationParties {
  buyerId: number;
  sellerId: number;
}

/** A conversation is started by a buyer about a live listing that is not their own. */
export function checkCanStart(listing: ListingFacts | undefined, buyerId: number): ListingFacts {
  if (!listing || !listing.isApproved || listing.isDeleted) throw new NotFoundError('Coin not found');
  if (listing.sellerId === buyerId) throw new ValidationError('id', 'You cannot start a conversation about your own listing');
  return listing;
}

export const isParty = (conversation: ConversationParties, userId: number): boolean =>
  conversation.buyerId === userId || conversation.sellerId === userId;

/** The other person of a conversation, seen from `userId` (one of its parties). */
export const otherParty = (conversation: ConversationParties, userId: number): number =>
  conversation.buyerId === userId ? conversation.sellerId : conversation.buyerId;
