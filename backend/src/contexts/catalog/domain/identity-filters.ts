import { ValidationError } from '../../../platform/kernel/errors';
import { NAMED_FIELDS, NamedField } from './coin-vocabulary/vocabulary-names';

/** Browse's filters on which coin it is (issue 13): GET /api/coins and the saved searches read them alike. */
export interface IdentityFilters {
  /** The value as given, trimmed, inner whitespace as one space; matched whole, case-insensitively, with its curated equivalents. */
  ruler?: string;
  mint?: string;
  denomination?: string;
  issuer?: string;
  /** AD years (1 … this year) on the listing's yearAd, both ends included. */
  yearFrom?: number;
  yearTo?: number;
  /** Only certified listings. */
  certified?: true;
}

export interface IdentityFilterInput {
  ruler?: string;
  mint?: string;
  denomination?: string;
  issuer?: string;
  yearFrom?: number;
  yearTo?: number;
  /** "true" (only certified) or "false" (no filter). */
  certified?: string;
}

export const IDENTITY_FILTER_NAMES = [...NAMED_FIELDS, 'yearFrom', 'yearTo', 'certified'] as const;
export const NAMED_FILTER_MAX = 80;

function year(field: 'yearFrom' | 'yearTo', value: number | undefined, currentYear: number): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 1 || value > currentYear) throw new ValidationError(field, `${field} must be between 1 and ${currentYear}`);
  return value;
}

/** The identity filters checked (the DTO has checked their types): empty names are no filter, yearFrom ≤ yearTo, certified=false is no filter. */
export function checkIdentityFilters(input: IdentityFilterInput, currentYear: number): IdentityFilters {
  const filters: IdentityFilters = {};
  for (const field of NAMED_FIELDS) {
    const value = input[field as NamedField]?.normalize('NFC').trim().replace(/\s+/g, ' ');
    if (value) filters[field] = value;
  }
  const yearFrom = year('yearFrom', input.yearFrom, currentYear);
  const yearTo = year('yearTo', input.yearTo, currentYear);
  if (yearFrom !== undefined && yearTo !== undefined && yearFrom > yearTo) throw new ValidationError('yearFrom', 'yearFrom must not be greater than yearTo');
  if (yearFrom !== undefined) filters.yearFrom = yearFrom;
  if (yearTo !== undefined) filters.yearTo = yearTo;
  if (input.certified === 'true') filters.certified = true;
  return filters;
}

/** Whether any identity filter narrows the search. */
export const hasIdentityFilter = (filters: IdentityFilters): boolean => IDENTITY_FILTER_NAMES.some((name) => filters[name] !== undefined);
