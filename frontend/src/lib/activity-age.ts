const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a conversation last moved, for the list: just now under a minute, then minutes,
 * hours and days, and the date from a week on.
 */
export type ActivityAge =
  | { unit: 'now' }
  | { unit: 'minute' | 'hour' | 'day'; value: number }
  | { unit: 'date' };

export function activityAge(since: string, now: Date = new Date()): ActivityAge {
  const elapsed = Math.max(0, now.getTime() - new Date(since).getTime());
  if (elapsed < MINUTE) return { unit: 'now' };
  if (elapsed < HOUR) return { unit: 'minute', value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hour', value: Math.floor(elapsed / HOUR) };
  if (elapsed < 7 * DAY) return { unit: 'day', value: Math.floor(elapsed / DAY) };
  return { unit: 'date' };
}
