import { ForbiddenError } from '../../../platform/kernel/errors';
import type { OfferDecision } from './offer-answer';

/** Blocks in force between the caller and the other party, as Messaging answers them (decisions/0084). */
export interface BlocksBetween {
  /** The caller blocked the other party. */
  byMe: boolean;
  /** The other party blocked the caller. */
  byOther: boolean;
}

/** A block stops making an offer and moving one towards a deal (accepting, countering); rejecting and withdrawing stay open. */
export const stoppedByBlock = (status: OfferDecision): boolean => status === 'accepted' || status === 'countered';

const REFUSALS = {
  make: {
    byMe: 'You blocked this seller: unblock them from your profile to make offers again',
    byOther: "You can't make offers in this conversation",
  },
  answer: {
    byMe: 'You blocked this person: unblock them from your profile to accept or counter their offers',
    byOther: "You can't accept or counter offers in this conversation",
  },
} as const;

/** 403 while either party blocks the other; the blocker is told how to undo it, the blocked person only that they cannot. */
export function checkNotBlocked(block: BlocksBetween, action: keyof typeof REFUSALS): void {
  if (block.byMe) throw new ForbiddenError(REFUSALS[action].byMe);
  if (block.byOther) throw new ForbiddenError(REFUSALS[action].byOther);
}
