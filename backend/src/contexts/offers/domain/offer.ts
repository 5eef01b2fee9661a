import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../platform/kernel/errors';
import type { SubscriptionTier } from '../../../platform/kernel/subscription-tier';

/**
 * A price offer as a pure decider. `decide(command, state)` answers the events a command produces
 * or throws why it may not; `evolve` folds them into the state.
 */
export type OfferStatus = 'pending' | 'accepted' | 'rejected';
export type RejectionCause = 'seller' | 'listing-sold' | 'listing-removed';

export const OFFER_AMOUNT_MAX = 1_000_000_000;
export const OFFER_MESSAGE_MAX = 500;

export type OfferEvent =
  | {
      type: 'OfferMade';
      data: { offerId: number; buyerId: number; sellerId: number; coinId: number; conversationId: number; offerAmount: number; message: string | null };
    }
  | { type: 'OfferAccepted'; data: { by: number } }
  | { type: 'OfferRejected'; data: { by: number | null; cause: RejectionCause } };

/** The facts about the conversation and its listing that making an offer depends on. */
export interface OfferContext {
  offerId: number;
  conversation: { id: number; buyerId: number; sellerId: number };
  listing: { id: number; sellerId: number; isApproved: boolean; isSold: boolean; isDeleted: boolean } | undefined;
  buyer: { userId: number; tier: SubscriptionTier };
}

export type OfferCommand =
  | { kind: 'make'; context: OfferContext; offerAmount: unknown; message?: unknown }
  | { kind: 'decide'; status: unknown; actor: { userId: number; tier: SubscriptionTier } }
  | { kind: 'withdrawForListing'; cause: Exclude<RejectionCause, 'seller'> };

export interface OfferState {
  offerId: number;
  buyerId: number;
  sellerId: number;
  coinId: number;
  status: OfferStatus;
}

export function evolve(state: OfferState | null, event: OfferEvent): OfferState | null {
  switch (event.type) {
    case 'OfferMade':
      return { offerId: event.data.offerId, buyerId: event.data.buyerId, sellerId: event.data.sellerId, coinId: event.data.coinId, status: 'pending' };
    case 'OfferAccepted':
      return state && { ...state, status: 'accepted' };
    case 'OfferRejected':
      return state && { ...state, status: 'rejected' };
  }
}

export const fold = (events: OfferEvent[]): OfferState | null => events.reduce<OfferState | null>(evolve, null);

export function checkOfferAmount(input: unknown): number {
  const value = typeof input === 'string' && /^\s*\d+\s*$/.test(input) ? Number(input) : input;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new ValidationError('offerAmount', 'offerAmount must be a whole number of rupees, at least 1');
  }
  if (value > OFFER_AMOUNT_MAX) throw new ValidationError('offerAmount', 'offerAmount must be at most ₹1,00,00,00,000');
  return value;
}

function checkOfferMessage(input: unknown): string | null {
  if (input === undefined || input === null) return null;
  if (typeof input !== 'string') throw new ValidationError('message', 'message must be text');
  const message = input.trim();
  if (message.length > OFFER_MESSAGE_MAX) throw new ValidationError('message', `message must be at most ${OFFER_MESSAGE_MAX} characters`);
  return message || null;
}

function make(context: OfferContext, offerAmount: unknown, message: unknown): OfferEvent[] {
  const { conversation, listing, buyer } = context;
  if (buyer.userId !== conversation.buyerId) throw new ForbiddenError('Only the buyer of this conversation can make offers in it');
  if (buyer.tier !== 'premium') throw new ForbiddenError('Making offers needs a Premium subscription');
  if (!listing || listing.isDeleted || !listing.isApproved) throw new NotFoundError('Coin not found');
  if (listing.sellerId !== conversation.sellerId) throw new ValidationError('coinId', "coinId must be one of this conversation's seller's listings");
  if (listing.isSold) throw new ConflictError('This coin is already sold');
  return [
    {
      type: 'OfferMade',
      data: {
        offerId: context.offerId,
        buyerId: buyer.userId,
        sellerId: conversation.sellerId,
        coinId: listing.id,
        conversationId: conversation.id,
        offerAmount: checkOfferAmount(offerAmount),
        message: checkOfferMessage(message),
      },
    },
  ];
}

export function decide(command: OfferCommand, state: OfferState | null): OfferEvent[] {
  if (command.kind === 'make') {
    if (state) throw new ConflictError('This offer already exists');
    return make(command.context, command.offerAmount, command.message);
  }
  if (!state) throw new NotFoundError('Offer not found');
  if (command.kind === 'withdrawForListing') {
    return state.status === 'pending' ? [{ type: 'OfferRejected', data: { by: null, cause: command.cause } }] : [];
  }
  const { actor, status } = command;
  if (status !== 'accepted' && status !== 'rejected') throw new ValidationError('status', 'status must be accepted or rejected');
  if (actor.userId !== state.sellerId) {
    throw actor.userId === state.buyerId ? new ForbiddenError('Only the seller can accept or reject this offer') : new NotFoundError('Offer not found');
  }
  if (actor.tier !== 'premium') throw new ForbiddenError('Premium subscription required to accept or reject offers.');
  if (state.status !== 'pending') throw new ConflictError(`This offer was already ${state.status}`);
  return status === 'accepted'
    ? [{ type: 'OfferAccepted', data: { by: actor.userId } }]
    : [{ type: 'OfferRejected', data: { by: actor.userId, cause: 'seller' } }];
}
