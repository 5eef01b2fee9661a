import { describe, expect, it } from 'vitest';
import { cardAge, listingAge } from './relative-age';

const NOW = new Date('2025-06-30T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('cardAge (coin cards and detail)', () => {
  it('says just now under an hour, also for a clock that runs ahead', () => {
    expect(cardAge(ago(59 * MINUTE), NOW)).toEqual({ unit: 'now', count: 0 });
    expect(cardAge(ago(-5 * MINUTE), NOW)).toEqual({ unit: 'now', count: 0 });
  });

  it('counts hours under a day, days under a week, then weeks', () => {
    expect(cardAge(ago(HOUR), NOW)).toEqual({ unit: 'hour', count: 1 });
    expect(cardAge(ago(23 * HOUR + 59 * MINUTE), NOW)).toEqual({ unit: 'hour', count: 23 });
    expect(cardAge(ago(DAY), NOW)).toEqual({ unit: 'day', count: 1 });
    expect(cardAge(ago(6 * DAY + 23 * HOUR), NOW)).toEqual({ unit: 'day', count: 6 });
    expect(cardAge(ago(7 * DAY), NOW)).toEqual({ unit: 'week', count: 1 });
    expect(cardAge(ago(400 * DAY), NOW)).toEqual({ unit: 'week', count: 57 });
  });

  it('accepts the ISO strings the API sends', () => {
    expect(cardAge('2025-06-30T09:00:00.000Z', NOW)).toEqual({ unit: 'hour', count: 3 });
  });
});

describe('listingAge (listing screens)', () => {
  it('says just now under an hour and counts hours under a day', () => {
    expect(listingAge(ago(30 * MINUTE), NOW)).toEqual({ unit: 'now', count: 0 });
    expect(listingAge(ago(5 * HOUR), NOW)).toEqual({ unit: 'hour', count: 5 });
  });

  it('says 1 day under 48 hours, then days under 30', () => {
    expect(listingAge(ago(DAY), NOW)).toEqual({ unit: 'day', count: 1 });
    expect(listingAge(ago(47 * HOUR), NOW)).toEqual({ unit: 'day', count: 1 });
    expect(listingAge(ago(2 * DAY), NOW)).toEqual({ unit: 'day', count: 2 });
    expect(listingAge(ago(29 * DAY), NOW)).toEqual({ unit: 'day', count: 29 });
  });

  it('counts months under a year, then years', () => {
    expect(listingAge(ago(30 * DAY), NOW)).toEqual({ unit: 'month', count: 1 });
    expect(listingAge(ago(359 * DAY), NOW)).toEqual({ unit: 'month', count: 11 });
    expect(listingAge(ago(362 * DAY), NOW)).toEqual({ unit: 'year', count: 1 });
    expect(listingAge(ago(800 * DAY), NOW)).toEqual({ unit: 'year', count: 2 });
  });
});
