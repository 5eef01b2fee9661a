/**
 * SQL of the listings in public sight (decisions/0083): neither hidden by the moderators nor of a
 * suspended seller. `c` is the alias of "coins" ('' for none).
 */
export const notHiddenSql = (alias = 'c'): string => {
  const column = (name: string) => (alias ? `${alias}."${name}"` : `"${name}"`);
  return `${column('hidden_reason')} IS NULL AND NOT ${column('seller_suspended')}`;
};

/**
 * The live listings: approved, not deleted, in public sight — exactly the predicate of the
 * `coins_live_*` partial indexes (migration 20261130020000), so the planner may use them.
 */
export const liveListingSql = (alias = 'c'): string => {
  const column = (name: string) => (alias ? `${alias}."${name}"` : `"${name}"`);
  return `${column('is_approved')} AND ${column('deleted_at')} IS NULL AND ${notHiddenSql(alias)}`;
};
