import { ValidationError } from '../../../platform/kernel/errors';
import { checkSuspensionReason, checkSuspensionUntil, isSuspended, suspensionEnd, suspensionInForce, UserSuspendedError } from './suspension-rules';

const now = new Date('2026-11-30T10:00:00.000Z');

describe('suspension rules', () => {
  it('needs a reason of 3 to 500 characters, trimmed', () => {
    expect(checkSuspensionReason('  Sold fakes  ')).toBe('Sold fakes');
    expect(() => checkSuspensionReason(' ab ')).toThrow('reason must be between 3 and 500 characters');
    expect(() => checkSuspensionReason('x'.repeat(501))).toThrow(ValidationError);
    expect(checkSuspensionReason('x'.repeat(500))).toHaveLength(500);
    expect(() => checkSuspensionReason(undefined)).toThrow(/reason/);
  });

  it('lasts 1 to 365 whole days from now', () => {
    expect(suspensionEnd(1, now).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(suspensionEnd(365, now).toISOString()).toBe('2027-11-30T10:00:00.000Z');
    for (const days of [0, 366, 1.5, -3, '7', null, Number.NaN]) expect(() => suspensionEnd(days, now)).toThrow('days must be a whole number from 1 to 365');
  });

  it('ends ahead of now and within the longest suspension', () => {
    expect(checkSuspensionUntil(suspensionEnd(30, now), now)).toEqual(suspensionEnd(30, now));
    expect(() => checkSuspensionUntil(now, now)).toThrow(/until/);
    expect(() => checkSuspensionUntil(new Date(now.getTime() + 400 * 86_400_000), now)).toThrow(/until/);
    expect(() => checkSuspensionUntil(new Date(Number.NaN), now)).toThrow(/until/);
  });

  it('is in force only while its end lies ahead', () => {
    expect(isSuspended(null, now)).toBe(false);
    expect(isSuspended(new Date(now.getTime() + 1), now)).toBe(true);
    expect(isSuspended(now, now)).toBe(false);
    expect(suspensionInForce(new Date(now.getTime() - 1), now)).toBeNull();
  });

  it('tells a suspended user until when, in the message and as a field', () => {
    const error = new UserSuspendedError(new Date('2026-12-07T10:00:00.000Z'));
    expect(error.kind).toBe('forbidden');
    expect(error.message).toBe('Your account is suspended until 2026-12-07 10:00 UTC. You can sign in again after that.');
    expect(error.details).toEqual({ suspendedUntil: '2026-12-07T10:00:00.000Z' });
  });
});
