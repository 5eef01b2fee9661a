import { ValidationError } from '../../../platform/kernel/errors';
import { CatalogueRef, parseCatalogueRefs } from './catalogue-refs';
import { Certification, parseCertification } from './certification';
import { Era, eraAfter, parseEra } from './coin-era';
import { identityText } from './identity-text';
import { parseGrade } from './sheldon-grade';

/**
 * Which coin a listing is (issue 13): what a collector identifies and grades it by, besides spec.md's
 * year, metal and condition. Everything is optional; `genuineConfirmed` is the seller's statement that
 * the coin is genuine (not a replica, restrike or fantasy piece). Stored as given; the AD year, the
 * grade's label, whether it is certified and whether it is an antiquity are computed from it.
 */
export interface CoinIdentity {
  denomination: string | null;
  issuer: string | null;
  ruler: string | null;
  mint: string | null;
  /** The era the listing's `year` is written in, as given (null: none given, read as AD). */
  era: Era | null;
  catalogueRefs: CatalogueRef[];
  weightGrams: number | null;
  diameterMm: number | null;
  shape: string | null;
  edge: string | null;
  /** Sheldon scale. */
  grade: number | null;
  certification: Certification | null;
  genuineConfirmed: boolean;
}

export type CoinIdentityInput = { [K in keyof CoinIdentity]?: unknown };

export const EMPTY_IDENTITY: Readonly<CoinIdentity> = Object.freeze({
  denomination: null,
  issuer: null,
  ruler: null,
  mint: null,
  era: null,
  catalogueRefs: [],
  weightGrams: null,
  diameterMm: null,
  shape: null,
  edge: null,
  grade: null,
  certification: null,
  genuineConfirmed: false,
});

export const IDENTITY_FIELDS = Object.keys(EMPTY_IDENTITY) as (keyof CoinIdentity)[];
export const isIdentityField = (field: string): field is keyof CoinIdentity => (IDENTITY_FIELDS as string[]).includes(field);

export const TEXT_MAX = { denomination: 60, issuer: 80, ruler: 80, mint: 80, shape: 40, edge: 40 } as const;
export const WEIGHT_GRAMS = { min: 0.01, max: 500, decimals: 2 } as const;
export const DIAMETER_MM = { min: 1, max: 150, decimals: 1 } as const;

/** A measurement as sent (a number, or its text with a decimal point); empty for none. */
function measure(field: string, input: unknown, { min, max, decimals }: { min: number; max: number; decimals: number }, unit: string): number | null {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return null;
  const text = typeof input === 'string' ? input.trim() : typeof input === 'number' ? String(input) : '';
  const range = `${field} must be between ${min} and ${max}`;
  if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(Number(text))) throw new ValidationError(field, `${range} (${unit}, a number)`);
  const value = Number(text);
  if (value < min || value > max) throw new ValidationError(field, range);
  if ((text.split('.')[1] ?? '').replace(/0+$/, '').length > decimals) throw new ValidationError(field, `${field} must have at most ${decimals} decimal${decimals > 1 ? 's' : ''}`);
  return value;
}

/** The seller's confirmation: true/false, or their text ("true", "false"; "on" from a plain HTML checkbox); empty is false. */
function confirmation(input: unknown): boolean {
  if (input === undefined || input === null || input === '') return false;
  if (typeof input === 'boolean') return input;
  if (typeof input !== 'string') throw new ValidationError('genuineConfirmed', 'genuineConfirmed must be true or false');
  const text = input.trim().toLowerCase();
  if (text === 'true' || text === 'on') return true;
  if (text === 'false' || text === '') return false;
  throw new ValidationError('genuineConfirmed', 'genuineConfirmed must be true or false');
}

const CHECKS: { [K in keyof CoinIdentity]: (input: unknown) => CoinIdentity[K] } = {
  denomination: (input) => identityText('denomination', input, TEXT_MAX.denomination),
  issuer: (input) => identityText('issuer', input, TEXT_MAX.issuer),
  ruler: (input) => identityText('ruler', input, TEXT_MAX.ruler),
  mint: (input) => identityText('mint', input, TEXT_MAX.mint),
  era: parseEra,
  catalogueRefs: parseCatalogueRefs,
  weightGrams: (input) => measure('weightGrams', input, WEIGHT_GRAMS, 'grams'),
  diameterMm: (input) => measure('diameterMm', input, DIAMETER_MM, 'millimetres'),
  shape: (input) => identityText('shape', input, TEXT_MAX.shape),
  edge: (input) => identityText('edge', input, TEXT_MAX.edge),
  grade: parseGrade,
  certification: parseCertification,
  genuineConfirmed: confirmation,
};

/** Checks the identity fields present in `input` (an edit: absent fields keep their value, empty ones clear it). */
export function checkIdentityChanges(input: CoinIdentityInput): Partial<CoinIdentity> {
  const changes: Partial<Record<keyof CoinIdentity, unknown>> = {};
  for (const field of IDENTITY_FIELDS) if (input[field] !== undefined) changes[field] = CHECKS[field](input[field]);
  return changes as Partial<CoinIdentity>;
}

/** Checks a new listing's identity, in form order; absent fields are empty. `year` is the listing's checked year. */
export function checkCoinIdentity(input: CoinIdentityInput, year: string | null, currentYear: number): CoinIdentity {
  const identity = { ...EMPTY_IDENTITY, ...checkIdentityChanges(input) };
  return { ...identity, era: eraAfter({ year: null, era: null }, { year, era: identity.era }, currentYear) ?? null };
}

/**
 * An edit's identity changes against the listing's current year and identity: the era kept consistent
 * with the year (eraAfter), and only what really changes (values compared, not references).
 */
export function identityEdit(
  current: { year: string | null; identity: CoinIdentity },
  yearChange: string | null | undefined,
  changes: Partial<CoinIdentity>,
  currentYear: number,
): Partial<CoinIdentity> {
  const era = eraAfter({ year: current.year, era: current.identity.era }, { year: yearChange, era: changes.era }, currentYear);
  const proposed: Partial<CoinIdentity> = { ...changes };
  if (era !== undefined) proposed.era = era;
  else delete proposed.era;
  return Object.fromEntries(Object.entries(proposed).filter(([field, value]) => !sameValue(current.identity[field as keyof CoinIdentity], value))) as Partial<CoinIdentity>;
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What each changed identity field held before the edit. */
export function previousIdentity(current: CoinIdentity, changes: Partial<CoinIdentity>): Partial<CoinIdentity> {
  return Object.fromEntries(Object.keys(changes).map((field) => [field, current[field as keyof CoinIdentity]])) as Partial<CoinIdentity>;
}
