import type { CoinIdentityQuery } from '@/api/coin-identity';
import type { operations } from '@/api/schema';
import { CITIES } from '@/components/coin/coin-values';
import {
  ALL,
  BROWSE_CATEGORIES,
  BROWSE_SORTS,
  FILTER_CONDITIONS,
  FILTER_METALS,
  SEARCH_CATEGORIES,
  SEARCH_SORTS,
  type SortBy,
} from './values';

/** What the browse and search screens filter by; empty strings and `all` mean no filter. */
export interface CoinFilters {
  search: string;
  category: string;
  metal: string;
  condition: string;
  location: string;
  minPrice: number | null;
  maxPrice: number | null;
  /** Which coin (issue 13): whole names, matched in either language by the server. */
  ruler: string;
  mint: string;
  denomination: string;
  /** AD years, both ends included. */
  yearFrom: number | null;
  yearTo: number | null;
  /** Only coins with a grading service's certificate. */
  certified: boolean;
  sortBy: SortBy;
}

/**
 * The query string of GET /api/coins, without limit and offset, with issue 13's filters and orders
 * (api/coin-identity.ts) until schema.d.ts has them.
 */
export type CoinQuery = Omit<NonNullable<operations['Coins_search']['parameters']['query']>, 'limit' | 'offset' | 'sortBy'> &
  CoinIdentityQuery & { sortBy?: SortBy };

export const PAGE_SIZE = 20;

export function emptyFilters(sortBy: SortBy): CoinFilters {
  return {
    search: '',
    category: '',
    metal: '',
    condition: '',
    location: '',
    minPrice: null,
    maxPrice: null,
    ruler: '',
    mint: '',
    denomination: '',
    yearFrom: null,
    yearTo: null,
    certified: false,
    sortBy,
  };
}

const text = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' || trimmed === ALL ? undefined : trimmed;
};

/** A year range in order: typed backwards, it still means the years between (the server refuses from > to). */
function yearRange(from: number | null, to: number | null): [number | undefined, number | undefined] {
  if (from !== null && to !== null && from > to) return [to, from];
  return [from ?? undefined, to ?? undefined];
}

/** Filters as query parameters: empty and `all` values are left out, the rest trimmed (spec §7). */
export function toCoinQuery(filters: CoinFilters): CoinQuery {
  const [yearFrom, yearTo] = yearRange(filters.yearFrom, filters.yearTo);
  const query = {
    search: text(filters.search),
    category: text(filters.category),
    metal: text(filters.metal),
    condition: text(filters.condition),
    location: text(filters.location)?.toLowerCase(),
    minPrice: filters.minPrice ?? undefined,
    maxPrice: filters.maxPrice ?? undefined,
    ruler: text(filters.ruler),
    mint: text(filters.mint),
    denomination: text(filters.denomination),
    yearFrom,
    yearTo,
    certified: filters.certified ? ('true' as const) : undefined,
    sortBy: filters.sortBy,
  };
  // The selects offer only the API's slugs, so the values are the query's own.
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as CoinQuery;
}

/** True when there is search text or at least one filter (the sort order is not a filter). */
export function hasSearchCriteria(filters: CoinFilters): boolean {
  const { sortBy: _sortBy, ...criteria } = toCoinQuery(filters);
  return Object.keys(criteria).length > 0;
}

/**
 * The offset of the next page: pages are full until the end, so more exist while the last page held
 * exactly PAGE_SIZE coins (spec §4). Undefined at the end.
 */
export function nextOffset(pages: readonly (readonly unknown[])[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.length < PAGE_SIZE) return undefined;
  return pages.reduce((loaded, page) => loaded + page.length, 0);
}

/**
 * The filters as the address bar carries them on / and /search (decisions/0039): `q` is the text, the
 * rest keep the API's names except `sort`; values equal to "no filter" or to the default sort are left out.
 */
export interface CoinSearchParams {
  q?: string;
  category?: string;
  metal?: string;
  condition?: string;
  location?: string;
  minPrice?: number;
  maxPrice?: number;
  ruler?: string;
  mint?: string;
  denomination?: string;
  yearFrom?: number;
  yearTo?: number;
  certified?: boolean;
  sort?: SortBy;
}

/** What one screen offers, so its address accepts only those values. */
export interface FilterChoices {
  categories: readonly string[];
  sorts: readonly SortBy[];
  defaultSort: SortBy;
}

export const BROWSE_CHOICES: FilterChoices = { categories: BROWSE_CATEGORIES, sorts: BROWSE_SORTS, defaultSort: 'recent' };
export const SEARCH_CHOICES: FilterChoices = { categories: SEARCH_CATEGORIES, sorts: SEARCH_SORTS, defaultSort: 'most-recent' };

const MAX_SEARCH_LENGTH = 200;
const MAX_PRICE = 1_000_000_000;

/** The router reads `?q=123` as a number: text is text whatever it looks like. */
const textParam = (value: unknown): string | undefined => {
  const raw = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim().slice(0, MAX_SEARCH_LENGTH);
  return trimmed === '' ? undefined : trimmed;
};

const oneOf = (value: unknown, allowed: readonly string[]): string | undefined => {
  const text = textParam(value)?.toLowerCase();
  return text !== undefined && allowed.includes(text) ? text : undefined;
};

const priceParam = (value: unknown): number | undefined => {
  const price = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof price === 'number' && Number.isSafeInteger(price) && price >= 0 && price <= MAX_PRICE ? price : undefined;
};

/** A name the server matches whole: at most as long as the longest it stores (80). */
const nameParam = (value: unknown): string | undefined => textParam(value)?.slice(0, 80).trim() || undefined;

/** An AD year from 1 to this year, the range the server accepts. */
const yearParam = (value: unknown): number | undefined => {
  const year = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof year === 'number' && Number.isSafeInteger(year) && year >= 1 && year <= new Date().getFullYear() ? year : undefined;
};

/** Only "true" turns the switch on; anything else is no filter. */
const onParam = (value: unknown): true | undefined => (value === true || value === 'true' ? true : undefined);

/**
 * A screen's address as filters: anything it does not offer is dropped, never an error. `search` is read
 * as `q` so an address written with the API's name still works. Every key is present (undefined when
 * dropped): the router lays a route's result over the raw query, so a left-out key would keep its raw value.
 */
export function parseCoinSearch(raw: Record<string, unknown>, choices: FilterChoices): CoinSearchParams {
  const sort = oneOf(raw.sort, choices.sorts) as SortBy | undefined;
  return {
    q: textParam(raw.q) ?? textParam(raw.search),
    category: oneOf(raw.category, choices.categories),
    metal: oneOf(raw.metal, FILTER_METALS),
    condition: oneOf(raw.condition, FILTER_CONDITIONS),
    location: oneOf(raw.location, CITIES),
    minPrice: priceParam(raw.minPrice),
    maxPrice: priceParam(raw.maxPrice),
    ruler: nameParam(raw.ruler),
    mint: nameParam(raw.mint),
    denomination: nameParam(raw.denomination),
    yearFrom: yearParam(raw.yearFrom),
    yearTo: yearParam(raw.yearTo),
    certified: onParam(raw.certified),
    sort: sort === choices.defaultSort ? undefined : sort,
  };
}

export function filtersFromSearch(params: CoinSearchParams, choices: FilterChoices): CoinFilters {
  return {
    search: params.q ?? '',
    category: params.category ?? '',
    metal: params.metal ?? '',
    condition: params.condition ?? '',
    location: params.location ?? '',
    minPrice: params.minPrice ?? null,
    maxPrice: params.maxPrice ?? null,
    ruler: params.ruler ?? '',
    mint: params.mint ?? '',
    denomination: params.denomination ?? '',
    yearFrom: params.yearFrom ?? null,
    yearTo: params.yearTo ?? null,
    certified: params.certified ?? false,
    sortBy: params.sort ?? choices.defaultSort,
  };
}

/** The filters as a screen's address: the same rules as reading one, so a round trip changes nothing. */
export function searchFromFilters(filters: CoinFilters, choices: FilterChoices): CoinSearchParams {
  return parseCoinSearch(
    {
      q: filters.search,
      category: filters.category,
      metal: filters.metal,
      condition: filters.condition,
      location: filters.location,
      minPrice: filters.minPrice ?? undefined,
      maxPrice: filters.maxPrice ?? undefined,
      ruler: filters.ruler,
      mint: filters.mint,
      denomination: filters.denomination,
      yearFrom: filters.yearFrom ?? undefined,
      yearTo: filters.yearTo ?? undefined,
      certified: filters.certified,
      sort: filters.sortBy,
    },
    choices,
  );
}

/** True when two sets of filters ask for the same coins in the same order. */
export function sameFilters(a: CoinFilters, b: CoinFilters): boolean {
  return JSON.stringify(toCoinQuery(a)) === JSON.stringify(toCoinQuery(b));
}
