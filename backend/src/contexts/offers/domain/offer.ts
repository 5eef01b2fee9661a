import type { Decider } from '../../../platform/event-store/decider';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../platform/kernel/errors';
import { aboveRupeesMax, RUPEES_MAX, RUPEES_MIN } from '../../../platform/kernel/money';
import type { Principal } from '../../../platform/kernel/principal';

/**
 * A price offer as a pure decider over its stream `offer-<id>`: `decide(command, state)` answers
 * the events a command produces or throws why it may not; `evolve` folds them into the state.
 */
/** `released`: accepted, then the seller released the listing's reservation without selling (decisions/0043). */
export type OfferStatus = 'pending' | 'accepted' | 'rejected' | 'released';
export type RejectionCause = 'seller' | 'listing-sold' | 'listing-removed' | 'listing-reserved';

/** Why a reserved coin takes no offer (the same words as the listing's own refusal). */
export const RESERVED_MESSAGE = 'This coin is reserved: the seller has accepted an offer on it';

export const OFFER_MESSAGE_MAX = 500;

/** What a buyer is told of an amount that is not a whole number of rupees, at least ₹1. */
export const OFFER_AMOUNT_MESSAGE = `offerAmount must be a whole number of rupees, at least ${RUPEES_MIN}`;
export const OFFER_AMOUNT_ABOVE_MAX_MESSAGE = aboveRupeesMax('offerAmount');

export type OfferEvent =
  | {
      type: 'OfferMade';
      data: { offerId: number; buyerId: number; sellerId: number; coinId: number; conversationId: number; offerAmount: number; message: string | null };
    }
  | { type: 'OfferAccepted'; data: { by: number } }
  | { type: 'OfferRejected'; data: { by: number | null; cause: RejectionCause } }
  /** The listing's reservation for this accepted offer was released; `by` null when undone by the system. */
  | { type: 'OfferReleased'; data: { by: number | null } };

/** The facts about the conversation and its listing that making an offer depends on. */
export interface OfferContext {
  offerId: number;
  conversation: { id: number; buyerId: number; sellerId: number };
  listing: { id: number; sellerId: number; isApproved: boolean; isSold: boolean; isDeleted: boolean; isReserved: boolean } | undefined;
  buyer: Principal;
}

/** Whether the offer's listing is still for sale, as the Catalog reports it; undefined when it is unknown. */
export type ListingAvailability = { isSold: boolean; isDeleted: boolean; isReserved: boolean } | undefined;

export type ListingGoneCause = Exclude<RejectionCause, 'seller'>;

/** The seller's answer to a pending offer. */
export type OfferDecision = 'accepted' | 'rejected';

export type OfferCommand =
  | { kind: 'make'; context: OfferContext; offerAmount: number; message?: string }
  | { kind: 'decide'; status: OfferDecision; actor: Principal; listing: ListingAvailability }
  | { kind: 'withdrawForListing'; cause: ListingGoneCause }
  | { kind: 'release'; by: number | null };

/** Why no offer on this listing may be made or accepted (now); null while it is for sale and open. */
export function listingGoneCause(listing: ListingAvailability): ListingGoneCause | null {
  if (!listing || listing.isDeleted) return 'listing-removed';
  if (listing.isSold) return 'listing-sold';
  return listing.isReserved ? 'listing-reserved' : null;
}

/** The answer to a buyer whose offer met a listing that is gone or reserved (the same as making one on it afterwards). */
export function offerRefusedFor(cause: ListingGoneCause): Error {
  if (cause === 'listing-reserved') return new ConflictError(RESERVED_MESSAGE);
  return cause === 'listing-sold' ? new ConflictError('This coin is already sold') : new NotFoundError('Coin not found');
}

/** The answer to a seller accepting an offer whose listing is gone or reserved for another. */
function acceptRefusedFor(cause: ListingGoneCause): Error {
  if (cause === 'listing-reserved') return new ConflictError(RESERVED_MESSAGE);
  return new ConflictError(cause === 'listing-sold' ? 'This coin is already sold' : 'This coin is no longer listed');
}

export interface OfferState {
  offerId: number;
  buyerId: number;
  sellerId: number;
  coinId: number;
  status: OfferStatus;
}

function evolve(state: OfferState | null, event: OfferEvent): OfferState | null {
  switch (event.type) {
    case 'OfferMade':
      return { offerId: event.data.offerId, buyerId: event.data.buyerId, sellerId: event.data.sellerId, coinId: event.data.coinId, status: 'pending' };
    case 'OfferAccepted':
      return state && { ...state, status: 'accepted' };
    case 'OfferRejected':
      return state && { ...state, status: 'rejected' };
    case 'OfferReleased':
      return state && { ...state, status: 'released' };
  }
}

function checkOfferAmount(value: number): number {
  if (!Number.isInteger(value) || value < RUPEES_MIN) throw new ValidationError('offerAmount', OFFER_AMOUNT_MESSAGE);
  if (value > RUPEES_MAX) throw new ValidationError('offerAmount', OFFER_AMOUNT_ABOVE_MAX_MESSAGE);
  return value;
}

function checkOfferMessage(input: string | undefined): string | null {
  if (input === undefined) return null;
  const message = input.trim();
  if (message.length > OFFER_MESSAGE_MAX) throw new ValidationError('message', `message must be at most ${OFFER_MESSAGE_MAX} characters`);
  return message || null;
}

function make(context: OfferContext, offerAmount: number, message: string | undefined): OfferEvent[] {
  const { conversation, listing, buyer } = context;
  if (buyer.userId !== conversation.buyerId) throw new ForbiddenError('Only the buyer of this conversation can make offers in it');
  if (buyer.subscriptionTier !== 'premium') throw new ForbiddenError('Making offers needs a Premium subscription');
  if (!listing || listing.isDeleted || !listing.isApproved) throw new NotFoundError('Coin not found');
  if (listing.sellerId !== conversation.sellerId) throw new ValidationError('coinId', "coinId must be one of this conversation's seller's listings");
  if (listing.isSold) throw new ConflictError('This coin is already sold');
  if (listing.isReserved) throw new ConflictError(RESERVED_MESSAGE);
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

function decide(command: OfferCommand, state: OfferState | null): OfferEvent[] {
  if (command.kind === 'make') {
    if (state) throw new ConflictError('This offer already exists');
    return make(command.context, command.offerAmount, command.message);
  }
  if (!state) throw new NotFoundError('Offer not found');
  if (command.kind === 'withdrawForListing') {
    return state.status === 'pending' ? [{ type: 'OfferRejected', data: { by: null, cause: command.cause } }] : [];
  }
  if (command.kind === 'release') {
    return state.status === 'accepted' ? [{ type: 'OfferReleased', data: { by: command.by } }] : [];
  }
  const { actor, status } = command;
  if (actor.userId !== state.sellerId) {
    throw actor.userId === state.buyerId ? new ForbiddenError('Only the seller can accept or reject this offer') : new NotFoundError('Offer not found');
  }
  if (actor.subscriptionTier !== 'premium') throw new ForbiddenError('Premium subscription required to accept or reject offers.');
  if (status === 'accepted') {
    // Checked whatever the offer's status: a sale's (or reservation's) withdrawal of pending offers may never have run.
    const gone = listingGoneCause(command.listing);
    if (gone) throw acceptRefusedFor(gone);
  }
  if (state.status !== 'pending') throw new ConflictError(`This offer was already ${state.status}`);
  return status === 'accepted'
    ? [{ type: 'OfferAccepted', data: { by: actor.userId } }]
    : [{ type: 'OfferRejected', data: { by: actor.userId, cause: 'seller' } }];
}

export const offerDecider: Decider<OfferState | null, OfferCommand, OfferEvent> = { initialState: null, decide, evolve };
