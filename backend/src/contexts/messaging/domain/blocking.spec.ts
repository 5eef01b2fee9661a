import { ForbiddenError, ValidationError } from '../../../platform/kernel/errors';
import { blockBetween, checkNotBlocked, checkOtherPerson, isBlocked, NO_BLOCK } from './blocking';

describe('blocking (decisions/0084)', () => {
  it('reads who blocked whom from the pairs in force, seen from the user', () => {
    expect(blockBetween(7, 8, [[7, 8]])).toEqual({ byMe: true, byOther: false });
    expect(blockBetween(8, 7, [[7, 8]])).toEqual({ byMe: false, byOther: true });
    expect(blockBetween(7, 8, [[7, 8], [8, 7]])).toEqual({ byMe: true, byOther: true });
    expect(blockBetween(7, 8, [[7, 9], [9, 8], [8, 9]])).toEqual(NO_BLOCK);
  });

  it('lets messages through only when neither blocks the other', () => {
    expect(() => checkNotBlocked(NO_BLOCK, 'message')).not.toThrow();
    expect(isBlocked(NO_BLOCK)).toBe(false);
    expect(isBlocked({ byMe: false, byOther: true })).toBe(true);
  });

  it('tells the blocker how to undo it and the blocked person only that they cannot write', () => {
    expect(() => checkNotBlocked({ byMe: true, byOther: false }, 'message')).toThrow(new ForbiddenError('You blocked this person: unblock them from your profile to send messages again'));
    expect(() => checkNotBlocked({ byMe: false, byOther: true }, 'message')).toThrow(new ForbiddenError("You can't send messages in this conversation"));
    expect(() => checkNotBlocked({ byMe: false, byOther: true }, 'conversation')).toThrow(new ForbiddenError("You can't start a conversation with this seller"));
    // Both blocked: the caller's own block, which they can undo, is what they are told.
    expect(() => checkNotBlocked({ byMe: true, byOther: true }, 'conversation')).toThrow(/^You blocked this seller/);
  });

  it('refuses unblocking oneself as bad input naming the field', () => {
    expect(() => checkOtherPerson(7, 7, 'userId')).toThrow(ValidationError);
    expect(() => checkOtherPerson(7, 7, 'userId')).toThrow(/^userId /);
    expect(() => checkOtherPerson(7, 8, 'userId')).not.toThrow();
  });
});
