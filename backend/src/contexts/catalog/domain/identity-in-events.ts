import { CoinIdentity, EMPTY_IDENTITY, IDENTITY_FIELDS } from './coin-identity';

/**
 * A listing's identity as its stream recorded it. Events written before issue 13 carry none, and an
 * edit's `changes` only the fields it changed: a missing field reads as empty (null, [], false).
 */
export function identityFromEvent(data: unknown): CoinIdentity {
  const recorded = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return { ...EMPTY_IDENTITY, ...identityChangesIn(recorded) };
}

/** The identity fields an edit event's `changes` holds (the others are spec.md's content). */
export function identityChangesIn(changes: Record<string, unknown>): Partial<CoinIdentity> {
  const found: Partial<Record<keyof CoinIdentity, unknown>> = {};
  for (const field of IDENTITY_FIELDS) {
    if (!(field in changes)) continue;
    const value = changes[field];
    found[field] = value ?? EMPTY_IDENTITY[field];
  }
  return found as Partial<CoinIdentity>;
}

/** A listing's identity after an edit event's `changes`. */
export const identityAfterEdit = (identity: CoinIdentity, changes: Record<string, unknown>): CoinIdentity => ({ ...identity, ...identityChangesIn(changes) });
