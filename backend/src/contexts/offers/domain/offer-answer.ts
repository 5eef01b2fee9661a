import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../platform/kernel/errors';
import { formatRupees } from '../../../platform/kernel/money';
import type { Principal } from '../../../platform/kernel/principal';
import { acceptRefusedFor, checkAmount, ListingAvailability, listingGoneCause } from './offer-checks';
import { expiresAfter, hasRunOut } from './offer-expiry';
import { isOpen, OfferEvent, OfferParty, OfferState, partyOf } from './offer-state';

/** A negotiation has at most this many counter-offers; the last one can only be accepted or rejected. */
export const MAX_COUNTER_ROUNDS = 5;

/** What a party answers: spec.md's accept or reject, a counter with an amount, or the buyer's withdrawal. */
export type OfferDecision = 'accepted' | 'rejected' | 'countered' | 'withdrawn';

export interface AnswerCommand {
  kind: 'decide';
  status: OfferDecision;
  /** The amount of a counter (`countered` only). */
  counterAmount?: number;
  actor: Principal;
  /** The listing as the Catalog reports it right before deciding. */
  listing: ListingAvailability;
  now: Date;
}

/** The sentence for an answer out of turn (403, as a buyer accepting a fresh offer always was). */
const NOT_YOUR_TURN: Record<OfferParty, string> = {
  seller: 'Only the seller can accept, reject or counter this offer now: it waits for their answer',
  buyer: 'Only the buyer can accept, reject or counter this offer now: it waits for their answer to your counter-offer',
};

const PREMIUM_NEEDED: Record<OfferParty, string> = {
  seller: 'Premium subscription required to accept or reject offers.',
  buyer: 'Answering a counter-offer needs a Premium subscription',
};

/**
 * A party's answer (decisions/0076): whoever the offer waits for accepts, rejects or counters it
 * (each side on Premium); the buyer may withdraw it while it is open. Accepting takes the amount on
 * the table; a counter puts a new one there, turns the offer over to the other side and restarts
 * its 48-hour clock.
 */
export function decideAnswer(command: AnswerCommand, state: OfferState): OfferEvent[] {
  const { actor, status } = command;
  const side = partyOf(state, actor.userId);
  if (!side) throw new NotFoundError('Offer not found');
  if (status !== 'countered' && command.counterAmount !== undefined) throw new ValidationError('counterAmount', 'counterAmount goes only with the status countered');
  if (status === 'withdrawn') return withdraw(state, side, actor.userId);
  const open = isOpen(state.status);
  // A closed offer answers its seller as it always did (their tier, the listing, then "already …") and its buyer "already …".
  const turn: OfferParty = open && state.awaiting ? state.awaiting : 'seller';
  if (side !== turn) {
    if (!open) throw new ConflictError(`This offer was already ${state.status}`);
    throw new ForbiddenError(NOT_YOUR_TURN[turn]);
  }
  if (actor.subscriptionTier !== 'premium') throw new ForbiddenError(PREMIUM_NEEDED[side]);
  if (status === 'accepted' || status === 'countered') {
    // Checked whatever the offer's status: a sale's (or reservation's) withdrawal of open offers may never have run.
    const gone = listingGoneCause(command.listing);
    if (gone) throw acceptRefusedFor(gone);
  }
  if (!open) throw new ConflictError(`This offer was already ${state.status}`);
  if (hasRunOut(state, command.now)) throw new ConflictError('This offer has expired: it waited 48 hours without an answer');
  switch (status) {
    case 'accepted':
      return [{ type: 'OfferAccepted', data: { by: actor.userId, amount: state.amount } }];
    case 'rejected':
      return [{ type: 'OfferRejected', data: { by: actor.userId, cause: side } }];
    case 'countered':
      return counter(state, actor.userId, command);
  }
}

function withdraw(state: OfferState, side: OfferParty, by: number): OfferEvent[] {
  if (side !== 'buyer') throw new ForbiddenError('Only the buyer can withdraw this offer');
  if (!isOpen(state.status)) throw new ConflictError(`This offer was already ${state.status}`);
  return [{ type: 'OfferWithdrawn', data: { by } }];
}

function counter(state: OfferState, by: number, { counterAmount, now }: AnswerCommand): OfferEvent[] {
  const amount = checkAmount('counterAmount', counterAmount);
  if (state.round >= MAX_COUNTER_ROUNDS) {
    throw new ConflictError(`This offer has had its ${MAX_COUNTER_ROUNDS} counter-offers: accept or reject the last one`);
  }
  if (amount === state.amount) {
    throw new ValidationError('counterAmount', `counterAmount must differ from the ${formatRupees(state.amount)} on the table (accept it instead)`);
  }
  return [{ type: 'OfferCountered', data: { by, amount, round: state.round + 1, expiresAt: expiresAfter(now) } }];
}
