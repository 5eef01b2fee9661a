import './count-pill.css';

/** Counts above this show as "99+". */
const MAX_SHOWN = 99;

/** The class of the small red counter (count-pill.css). */
export const COUNT_PILL = 'count-pill';

/** What a counter shows for `count`: the number, or "99+" above 99. */
export function shownCount(count: number): string {
  return count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count);
}
