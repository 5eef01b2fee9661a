import { ValidationError } from '../../../platform/kernel/errors';
import { checkAction, checkReport, checkReporter, suspensionEnd } from './report-rules';

const fieldOf = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    if (error instanceof ValidationError) return error.field;
    throw error;
  }
  throw new Error('no ValidationError');
};

describe('report rules', () => {
  it('takes a reason of the catalogue and a trimmed note, empty as none', () => {
    expect(checkReport('replica', '  Edge is wrong  ')).toEqual({ reason: 'replica', note: 'Edge is wrong' });
    expect(checkReport('scam', '   ')).toEqual({ reason: 'scam', note: null });
    expect(checkReport('offensive', undefined)).toEqual({ reason: 'offensive', note: null });
  });

  it('refuses an unknown reason, a note too long or not text, and other without a note', () => {
    expect(fieldOf(() => checkReport('fake', null))).toBe('reason');
    expect(fieldOf(() => checkReport('other', null))).toBe('note');
    expect(fieldOf(() => checkReport('other', '  '))).toBe('note');
    expect(fieldOf(() => checkReport('scam', 'x'.repeat(1001)))).toBe('note');
    expect(fieldOf(() => checkReport('scam', 12))).toBe('note');
    expect(checkReport('other', 'x'.repeat(1000)).note).toHaveLength(1000);
  });

  it('refuses reporting yourself, your own listing or your own message', () => {
    expect(fieldOf(() => checkReporter({ type: 'user', id: 5, ownerId: 5 }, 5))).toBe('targetId');
    expect(fieldOf(() => checkReporter({ type: 'listing', id: 9, ownerId: 5 }, 5))).toBe('targetId');
    expect(fieldOf(() => checkReporter({ type: 'message', id: 9, ownerId: 5 }, 5))).toBe('targetId');
    expect(() => checkReporter({ type: 'listing', id: 9, ownerId: 6 }, 5)).not.toThrow();
  });

  it('hides only listings, and asks a reason and days only for suspensions', () => {
    expect(checkAction('listing', 'hide-listing', ' Replica ', undefined)).toEqual({ action: 'hide-listing', reason: 'Replica', days: null });
    expect(checkAction('message', 'suspend-user', 'Scam attempt', 7)).toEqual({ action: 'suspend-user', reason: 'Scam attempt', days: 7 });
    expect(checkAction('user', 'dismiss', 'Not a problem', null).days).toBeNull();
    expect(fieldOf(() => checkAction('user', 'hide-listing', 'Replica', undefined))).toBe('action');
    expect(fieldOf(() => checkAction('user', 'ban', 'Replica', undefined))).toBe('action');
    expect(fieldOf(() => checkAction('user', 'dismiss', 'no', undefined))).toBe('reason');
    expect(fieldOf(() => checkAction('user', 'dismiss', 'x'.repeat(501), undefined))).toBe('reason');
    expect(fieldOf(() => checkAction('user', 'dismiss', 'Fine by us', 3))).toBe('days');
    for (const days of [0, 366, 2.5, '7', undefined]) expect(fieldOf(() => checkAction('user', 'suspend-user', 'Scam attempt', days))).toBe('days');
    expect(checkAction('user', 'suspend-user', 'Scam attempt', 365).days).toBe(365);
  });

  it('ends a suspension whole days later', () => {
    expect(suspensionEnd(new Date('2026-11-30T10:00:00Z'), 7).toISOString()).toBe('2026-12-07T10:00:00.000Z');
  });
});
