import { ForbiddenError, ValidationError } from '../../../platform/kernel/errors';

/** Blocks in force between a user and one other person, seen from the user (decisions/0084). */
export interface BlockBetween {
  /** The user blocked the other person. */
  byMe: boolean;
  /** The other person blocked the user. */
  byOther: boolean;
}

export const NO_BLOCK: BlockBetween = { byMe: false, byOther: false };

export const isBlocked = (block: BlockBetween): boolean => block.byMe || block.byOther;

/** Who blocked whom among the blocks in force between `userId` and `otherId`, given as `[blocker, blocked]` pairs. */
export function blockBetween(userId: number, otherId: number, pairs: readonly (readonly [number, number])[]): BlockBetween {
  return {
    byMe: pairs.some(([blocker, blocked]) => blocker === userId && blocked === otherId),
    byOther: pairs.some(([blocker, blocked]) => blocker === otherId && blocked === userId),
  };
}

/** What a block stops: a message, or a conversation about another of the person's listings. */
export type BlockedAction = 'message' | 'conversation';

const REFUSALS: Record<BlockedAction, Record<'byMe' | 'byOther', string>> = {
  message: {
    byMe: 'You blocked this person: unblock them from your profile to send messages again',
    byOther: "You can't send messages in this conversation",
  },
  conversation: {
    byMe: 'You blocked this seller: unblock them from your profile to message them again',
    byOther: "You can't start a conversation with this seller",
  },
};

/**
 * A block stops messages both ways (403). The blocker is told how to undo it; the blocked person is
 * told only that they cannot write, not by whom or why (decisions/0084).
 */
export function checkNotBlocked(block: BlockBetween, action: BlockedAction): void {
  if (block.byMe) throw new ForbiddenError(REFUSALS[action].byMe);
  if (block.byOther) throw new ForbiddenError(REFUSALS[action].byOther);
}

/** One cannot block oneself (a conversation always has two parties, so this guards the unblock call's id). */
export function checkOtherPerson(userId: number, otherId: number, field: string): void {
  if (userId === otherId) throw new ValidationError(field, `${field} cannot be your own id`);
}
