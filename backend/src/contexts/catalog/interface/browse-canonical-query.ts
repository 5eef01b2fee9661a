import { RUPEES_MAX } from '../../../platform/kernel/money';
import { CATEGORIES, CONDITIONS, METALS } from '../domain/catalog-values';

/** The default sort of each browse screen, left out of its address (decisions/0039). */
const SORTS = {
  home: { allowed: ['recent', 'price-low', 'price-high', 'popular'], fallback: 'recent' },
  search: { allowed: ['most-recent', 'price-low', 'price-high', 'oldest'], fallback: 'most-recent' },
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
export function browseCanonicalQuery(screen: keyof typeof SORTS, query: URLSearchParams): [string, string][] {
  const sort = oneOf(query.get('sort'), SORTS[screen].allowed);
  const pairs: [string, string | null][] = [
    ['q', text(query.get('q')) ?? text(query.get('search'))],
    ['category', oneOf(query.get('category'), CATEGORIES)],
    ['metal', oneOf(query.get('metal'), METALS)],
    ['condition', oneOf(query.get('condition'), CONDITIONS)],
    ['location', text(query.get('location'))],
    ['minPrice', price(query.get('minPrice'))],
    ['maxPrice', price(query.get('maxPrice'))],
    ['sort', sort === SORTS[screen].fallback ? null : sort],
  ];
  return pairs.filter((pair): pair is [string, string] => pair[1] !== null);
}
