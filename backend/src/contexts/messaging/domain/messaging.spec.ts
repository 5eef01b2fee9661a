import { NotFoundError, ValidationError } from '../../../platform/kernel/errors';
import { checkCanStart, isParty, otherParty } from './conversation-rules';
import { checkMessage } from './message-rules';
import { SEND_RATE, sendRetryAfter } from './send-rate';

describe('messaging rules', () => {
  it('trims messages and keeps them between 1 and 2000 characters', () => {
    expect(checkMessage('  Namaste!  ')).toBe('Namaste!');
    expect(() => checkMessage('   ')).toThrow('content cannot be empty');
    expect(() => checkMessage(undefined)).toThrow(ValidationError);
    expect(checkMessage('x'.repeat(2000))).toHaveLength(2000);
    expect(() => checkMessage('x'.repeat(2001))).toThrow('content must be at most 2000 characters');
  });

  it('starts conversations only about live listings of someone else', () => {
    const live = { id: 1, sellerId: 7, isApproved: true, isDeleted: false };
    expect(checkCanStart(live, 8)).toBe(live);
    expect(() => checkCanStart(live, 7)).toThrow('You cannot start a conversation about your own listing');
    expect(() => checkCanStart({ ...live, isApproved: false }, 8)).toThrow(NotFoundError);
    expect(() => checkCanStart({ ...live, isDeleted: true }, 8)).toThrow(NotFoundError);
    expect(() => checkCanStart(undefined, 8)).toThrow(NotFoundError);
  });

  it('knows the parties', () => {
    const c = { buyerId: 8, sellerId: 7 };
    expect(isParty(c, 8)).toBe(true);
    expect(isParty(c, 9)).toBe(false);
    expect(otherParty(c, 8)).toBe(7);
    expect(otherParty(c, 7)).toBe(8);
  });

  it('limits the sending rate', () => {
    expect(sendRetryAfter(SEND_RATE.messages, 10)).toBe(0);
    expect(sendRetryAfter(SEND_RATE.messages + 1, 12)).toBe(12);
    expect(sendRetryAfter(SEND_RATE.messages + 1, 0)).toBe(1);
  });
});
