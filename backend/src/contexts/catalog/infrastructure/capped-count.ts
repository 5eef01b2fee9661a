/** Matches are counted exactly up to this many; beyond it the count says "1,000+" (counting more costs more than it tells). */
export const COUNT_CAP = 1_000;

/**
 * A text search is answered "1,000+" without counting when PostgreSQL's own estimate of its matches
 * is at least this many times the cap, for a filter set of one condition (decisions/0054).
 */
export const ESTIMATE_MARGIN = 10;

/**
 * The planner multiplies the selectivities of a filter set's conditions (each search word, each
 * filter) as if they were independent; words that rarely go together ("akbar victoria") are
 * overestimated by it. Each condition beyond the first therefore asks for this much more margin.
 */
export const MARGIN_PER_EXTRA_CONDITION = 3;

/** The estimated matches above which a filter set of `conditions` conditions is "1,000+" without counting. */
export function estimateThreshold(conditions: number): number {
  return (COUNT_CAP + 1) * ESTIMATE_MARGIN * MARGIN_PER_EXTRA_CONDITION ** Math.max(0, conditions - 1);
}

/** Whether PostgreSQL's estimate alone may answer "more than COUNT_CAP" (see estimateThreshold). */
export function estimateSuffices(estimatedRows: number, conditions: number): boolean {
  return Number.isFinite(estimatedRows) && estimatedRows >= estimateThreshold(conditions);
}

/**
 * The capped count a page proves by itself: a page shorter than its limit is the end of the
 * matches, so there are exactly `offset` + its rows (capped at COUNT_CAP + 1). An empty page past
 * the first proves nothing (the offset may lie beyond the end); null then, and for a full page.
 */
export function countProvenByPage(rows: number, limit: number, offset: number): number | null {
  if (rows >= limit || (rows === 0 && offset > 0)) return null;
  return Math.min(offset + rows, COUNT_CAP + 1);
}

/** The planner's row estimate from the answer of `EXPLAIN (FORMAT JSON) …` (a parsed or a textual JSON column). */
export function estimatedRows(explained: readonly Record<string, unknown>[]): number {
  const value = explained[0]?.['QUERY PLAN'];
  const plans = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Number(plans?.[0]?.Plan?.['Plan Rows'] ?? Number.NaN);
}
