import { RUPEES_MAX } from '../../../platform/kernel/money';
import { CATEGORIES, CONDITIONS, METALS } from '../domain/catalog-values';
import { yearInIndia } from '../domain/coin-era';
import { NAMED_FILTER_MAX } from '../domain/identity-filters';

/** The default sort of each browse screen, left out of its address (decisions/0039). */
const SORTS = {
  home: { allowed: ['recent', 'price-low', 'price-high', 'popular', 'year-asc', 'year-desc'], fallback: 'recent' },
  search: { allowed: ['most-recent', 'price-low', 'price-high', 'oldest', 'year-asc', 'year-desc'], fallback: 'most-recent' },
} as const;

const MAX_TEXT = 200;

const text = (value: string | null): string | null => {
  const trimmed = value?.trim().slice(0, MAX_TEXT);
  return trimmed ? trimmed : null;
};
const oneOf = (value: string | null, allowed: readonly string[]): string | null => {
  const lower = text(value)?.toLowerCase() ?? null;
  return lower !== null && allowed.includes(lower) ? lower : null;
};
const name = (value: string | null): string | null => {
  const whole = value?.normalize('NFC').trim().replace(/\s+/g, ' ');
  return whole && whole.length <= NAMED_FILTER_MAX ? whole : null;
};
const year = (value: string | null, now: Date): string | null => {
  const whole = text(value);
  return whole !== null && /^\d{1,4}$/.test(whole) && Number(whole) >= 1 && Number(whole) <= yearInIndia(now) ? String(Number(whole)) : null;
};
const price = (value: string | null): string | null => {
  const whole = text(value);
  return whole !== null && /^\d{1,10}$/.test(whole) && Number(whole) <= RUPEES_MAX ? String(Number(whole)) : null;
};

/**
 * The canonical query of / or /search: the filters the web app reads from the address
 * (decisions/0039) in one fixed order, `search` read as `q`, the default sort, empty and unknown
 * values and every other parameter (tracking tags, `lang`) left out, so every spelling of one
 * search has one canonical URL.
 */
export function browseCanonicalQuery(screen: keyof typeof SORTS, query: URLSearchParams, now = new Date()): [string, string][] {
  const sort = oneOf(query.get('sort'), SORTS[screen].allowed);
  let [yearFrom, yearTo] = [year(query.get('yearFrom'), now), year(query.get('yearTo'), now)];
  if (yearFrom !== null && yearTo !== null && Number(yearFrom) > Number(yearTo)) [yearFrom, yearTo] = [yearTo, yearFrom];
  const pairs: [string, string | null][] = [
    ['q', text(query.get('q')) ?? text(query.get('search'))],
    ['category', oneOf(query.get('category'), CATEGORIES)],
    ['metal', oneOf(query.get('metal'), METALS)],
    ['condition', oneOf(query.get('condition'), CONDITIONS)],
    ['location', text(query.get('location'))],
    ['minPrice', price(query.get('minPrice'))],
    ['maxPrice', price(query.get('maxPrice'))],
    ['ruler', name(query.get('ruler'))],
    ['mint', name(query.get('mint'))],
    ['denomination', name(query.get('denomination'))],
    ['issuer', name(query.get('issuer'))],
    ['yearFrom', yearFrom],
    ['yearTo', yearTo],
    ['certified', oneOf(query.get('certified'), ['true'])],
    ['sort', sort === SORTS[screen].fallback ? null : sort],
  ];
  return pairs.filter((pair): pair is [string, string] => pair[1] !== null);
}
