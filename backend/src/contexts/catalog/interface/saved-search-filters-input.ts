import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ValidationError } from '../../../platform/kernel/errors';
import { parseCategory, parseCondition, parseMetal } from '../domain/catalog-values';
import { yearInIndia } from '../domain/coin-era';
import { checkIdentityFilters } from '../domain/identity-filters';
import type { SavedSearchFilters } from '../domain/saved-search';
import { SAVED_SEARCH_FILTER_NAMES, SavedSearchFiltersDto } from './dto/saved-search.dto';

const PLAIN_WHOLE_NUMBER = /^(0|-?[1-9]\d*)$/;
const NUMBER_FIELDS = ['minPrice', 'maxPrice', 'yearFrom', 'yearTo'] as const;

const invalid = (field: string, message: string): ValidationError =>
  new ValidationError(`filters.${field}`, message.startsWith(field) ? `filters.${message}` : `filters.${field}: ${message}`);

/**
 * A saved search's `filters`, checked exactly as GET /api/coins checks its query (SearchCoinsDto's
 * rules, the same slugs and display names, minPrice ≤ maxPrice, yearFrom ≤ yearTo; empty and "all" values are no filter),
 * each error naming `filters.<field>`. Prices and years may be JSON numbers or the query's plain digits,
 * certified a JSON boolean or the query's text; a key browse does not read (limit, offset, anything else) is refused.
 */
export function parseSavedSearchFilters(raw: Record<string, unknown>, now = new Date()): SavedSearchFilters {
  const unknown = Object.keys(raw).find((key) => !(SAVED_SEARCH_FILTER_NAMES as readonly string[]).includes(key));
  if (unknown !== undefined) throw invalid(unknown, `${unknown} is not a filter of GET /api/coins (${SAVED_SEARCH_FILTER_NAMES.join(', ')})`);
  for (const field of NUMBER_FIELDS) {
    const value = raw[field];
    if (value === undefined || value === null || typeof value === 'number' || (typeof value === 'string' && (value.trim() === '' || value.trim().toLowerCase() === 'all'))) continue;
    if (typeof value !== 'string' || !PLAIN_WHOLE_NUMBER.test(value)) throw invalid(field, `${field} must be a whole number`);
  }
  const dto = plainToInstance(SavedSearchFiltersDto, asQuery(withoutNulls(raw)));
  const [error] = validateSync(dto, { stopAtFirstError: true, forbidUnknownValues: false });
  if (error) throw invalid(error.property, Object.values(error.constraints ?? {})[0] ?? `${error.property} is invalid`);
  if (dto.minPrice !== undefined && dto.maxPrice !== undefined && dto.minPrice > dto.maxPrice) throw invalid('minPrice', 'minPrice must not be greater than maxPrice');
  const filters: SavedSearchFilters = {
    search: dto.search?.trim() || undefined,
    category: dto.category === undefined ? undefined : named('category', () => parseCategory(dto.category)),
    metal: dto.metal === undefined ? undefined : named('metal', () => parseMetal(dto.metal)),
    condition: dto.condition === undefined ? undefined : named('condition', () => parseCondition(dto.condition)),
    location: dto.location?.trim() || undefined,
    minPrice: dto.minPrice,
    maxPrice: dto.maxPrice,
    ...identityFilters(dto, now),
    sortBy: dto.sortBy,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as SavedSearchFilters;
}

/** The identity filters (issue 13) checked as browse checks them, errors naming `filters.<field>`. */
function identityFilters(dto: SavedSearchFiltersDto, now: Date): SavedSearchFilters {
  try {
    return checkIdentityFilters(dto, yearInIndia(now));
  } catch (error) {
    if (error instanceof ValidationError) throw invalid(error.field, error.message);
    throw error;
  }
}

/** A JSON boolean `certified` as the query writes it. */
function asQuery(raw: Record<string, unknown>): Record<string, unknown> {
  return typeof raw.certified === 'boolean' ? { ...raw, certified: String(raw.certified) } : raw;
}

/** null is "no filter", as an absent query parameter is. */
function withoutNulls(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== null));
}

function named<T>(field: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ValidationError) throw invalid(field, error.message);
    throw error;
  }
}
