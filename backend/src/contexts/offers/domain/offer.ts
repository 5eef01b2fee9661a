import type { Decider } from '../../../platform/event-store/decider';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../platform/kernel/errors';
import type { Principal } from '../../../platform/kernel/principal';
import { AnswerCommand, decideAnswer } from './offer-answer';
import { checkAmount, ListingGoneCause, RESERVED_MESSAGE } from './offer-checks';
import { decideExpiry, expiresAfter, ExpiryCommand } from './offer-expiry';
import { evolve, isOpen, OfferEvent, OfferState } from './offer-state';

export { MAX_COUNTER_ROUNDS, type OfferDecision } from './offer-answer';
export {
  acceptRefusedFor,
  COUNTER_AMOUNT_ABOVE_MAX_MESSAGE,
  COUNTER_AMOUNT_MESSAGE,
  type ListingAvailability,
  type ListingGoneCause,
  listingGoneCause,
  OFFER_AMOUNT_ABOVE_MAX_MESSAGE,
  OFFER_AMOUNT_MESSAGE,
  offerRefusedFor,
  RESERVED_MESSAGE,
} from './offer-checks';
export { isOpen, OPEN_STATUSES, type OfferEvent, type OfferParty, type OfferState, type OfferStatus, type RejectionCause } from './offer-state';

/**
 * A price offer as a pure decider over its stream `offer-<id>`: `decide(command, state)` answers
 * the events a command produces or throws why it may not; `evolve` folds them into the state.
 * Making is here; answering (accept, reject, counter, withdraw) in offer-answer.ts; the 48-hour
 * clock in offer-expiry.ts (decisions/0076).
 */

export const OFFER_MESSAGE_MAX = 500;

/** The facts about the conversation and its listing that making an offer depends on. */
export interface OfferContext {
  offerId: number;
  conversation: { id: number; buyerId: number; sellerId: number };
  listing: { id: number; sellerId: number; isApproved: boolean; isSold: boolean; isDeleted: boolean; isReserved: boolean } | undefined;
  buyer: Principal;
}

export type OfferCommand =
  | { kind: 'make'; context: OfferContext; offerAmount: number; message?: string; now: Date }
  | AnswerCommand
  | { kind: 'withdrawForListing'; cause: ListingGoneCause }
  | { kind: 'release'; by: number | null }
  | ExpiryCommand;

function checkOfferMessage(input: string | undefined): string | null {
  if (input === undefined) return null;
  const message = input.trim();
  if (message.length > OFFER_MESSAGE_MAX) throw new ValidationError('message', `message must be at most ${OFFER_MESSAGE_MAX} characters`);
  return message || null;
}

function make(context: OfferContext, offerAmount: number, message: string | undefined, now: Date): OfferEvent[] {
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
        offerAmount: checkAmount('offerAmount', offerAmount),
        message: checkOfferMessage(message),
        expiresAt: expiresAfter(now),
      },
    },
  ];
}

function decide(command: OfferCommand, state: OfferState | null): OfferEvent[] {
  if (command.kind === 'make') {
    if (state) throw new ConflictError('This offer already exists');
    return make(command.context, command.offerAmount, command.message, command.now);
  }
  if (!state) throw new NotFoundError('Offer not found');
  switch (command.kind) {
    case 'withdrawForListing':
      return isOpen(state.status) ? [{ type: 'OfferRejected', data: { by: null, cause: command.cause } }] : [];
    case 'release':
      return state.status === 'accepted' ? [{ type: 'OfferReleased', data: { by: command.by } }] : [];
    case 'noticeExpiry':
    case 'expire':
      return decideExpiry(command, state);
    case 'decide':
      return decideAnswer(command, state);
  }
}

export const offerDecider: Decider<OfferState | null, OfferCommand, OfferEvent> = { initialState: null, decide, evolve };
