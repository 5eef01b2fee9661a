import { describe, expect, it } from 'vitest';
import { activityAge } from './activity-age';

const NOW = new Date('2025-06-30T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('activityAge', () => {
  it('says just now under a minute, also for a clock that runs ahead', () => {
    expect(activityAge(ago(59_000), NOW)).toEqual({ unit: 'now' });
    expect(activityAge(ago(-5 * MINUTE), NOW)).toEqual({ unit: 'now' });
  });

  it('counts minutes under an hour, hours under a day, days under a week', () => {
    expect(activityAge(ago(MINUTE), NOW)).toEqual({ unit: 'minute', value: 1 });
    expect(activityAge(ago(59 * MINUTE), NOW)).toEqual({ unit: 'minute', value: 59 });
    expect(activityAge(ago(HOUR), NOW)).toEqual({ unit: 'hour', value: 1 });
    expect(activityAge(ago(23 * HOUR), NOW)).toEqual({ unit: 'hour', value: 23 });
    expect(activityAge(ago(DAY), NOW)).toEqual({ unit: 'day', value: 1 });
    expect(activityAge(ago(6 * DAY), NOW)).toEqual({ unit: 'day', value: 6 });
  });

  it('shows the date from a week on', () => {
    expect(activityAge(ago(7 * DAY), NOW)).toEqual({ unit: 'date' });
  });
});
