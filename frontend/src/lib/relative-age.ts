/** How long ago something happened, in the largest unit a screen shows; `now` has count 0. */
export interface RelativeAge {
  unit: 'now' | 'hour' | 'day' | 'week' | 'month' | 'year';
  count: number;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function elapsed(since: string | Date, now: Date): number {
  return Math.max(0, now.getTime() - new Date(since).getTime());
}

/**
 * Coin cards and the coin detail (spec §9): Just now under 1 hour, hours under 24, days under 7,
 * then weeks.
 */
export function cardAge(since: string | Date, now: Date = new Date()): RelativeAge {
  const ms = elapsed(since, now);
  if (ms < HOUR) return { unit: 'now', count: 0 };
  if (ms < DAY) return { unit: 'hour', count: Math.floor(ms / HOUR) };
  if (ms < 7 * DAY) return { unit: 'day', count: Math.floor(ms / DAY) };
  return { unit: 'week', count: Math.floor(ms / (7 * DAY)) };
}

/**
 * The listing screens (spec §9): Just now under 1 hour, hours under 24, 1 day under 48 hours, days
 * under 30, months under 12, then years.
 */
export function listingAge(since: string | Date, now: Date = new Date()): RelativeAge {
  const ms = elapsed(since, now);
  if (ms < HOUR) return { unit: 'now', count: 0 };
  if (ms < DAY) return { unit: 'hour', count: Math.floor(ms / HOUR) };
  if (ms < 2 * DAY) return { unit: 'day', count: 1 };
  const days = Math.floor(ms / DAY);
  if (days < 30) return { unit: 'day', count: days };
  const months = Math.floor(days / 30);
  if (months < 12) return { unit: 'month', count: months };
  return { unit: 'year', count: Math.max(1, Math.floor(days / 365)) };
}
