import { ForbiddenError } from '../../../platform/kernel/errors';
import { checkNotBlocked, stoppedByBlock } from './blocked-offers';

describe('offers between people who block one another (decisions/0084)', () => {
  it('stops accepting and countering, not rejecting or withdrawing', () => {
    expect(stoppedByBlock('accepted')).toBe(true);
    expect(stoppedByBlock('countered')).toBe(true);
    expect(stoppedByBlock('rejected')).toBe(false);
    expect(stoppedByBlock('withdrawn')).toBe(false);
  });

  it('answers 403: the blocker is told how to undo it, the blocked person only that they cannot', () => {
    expect(() => checkNotBlocked({ byMe: false, byOther: false }, 'make')).not.toThrow();
    expect(() => checkNotBlocked({ byMe: true, byOther: false }, 'make')).toThrow(ForbiddenError);
    expect(() => checkNotBlocked({ byMe: true, byOther: false }, 'make')).toThrow(/unblock them from your profile/);
    expect(() => checkNotBlocked({ byMe: false, byOther: true }, 'make')).toThrow(/^You can't make offers in this conversation$/);
    expect(() => checkNotBlocked({ byMe: false, byOther: true }, 'answer')).toThrow(/^You can't accept or counter offers in this conversation$/);
  });
});
