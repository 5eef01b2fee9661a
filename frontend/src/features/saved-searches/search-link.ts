/** The address's numbers: prices, and the AD years of issue 13's year range. */
const NUMBERS = new Set(['minPrice', 'maxPrice', 'yearFrom', 'yearTo']);

/** Where a saved search's link leads: the search screen, or browse for an order only browse has. */
export interface SearchLinkTarget {
  to: '/' | '/search';
  /** The link's query as the screens' addresses hold it: prices and years as numbers, the rest as text (decisions/0039). */
  search: Record<string, string | number>;
}

/**
 * A saved search's `link` (written by the server: `/search?q=…&metal=…` or `/?…&sort=popular`) as a
 * router destination. Anything that is not one of those two screens on this site opens /search with the
 * link's query, never another address.
 */
export function searchLinkTarget(link: string): SearchLinkTarget {
  let url: URL;
  try {
    url = new URL(link, 'https://sikka.invalid');
  } catch {
    return { to: '/search', search: {} };
  }
  const onThisSite = url.origin === 'https://sikka.invalid';
  const search = Object.fromEntries(
    [...url.searchParams].map(([name, value]) => [name, NUMBERS.has(name) && /^\d{1,10}$/.test(value) ? Number(value) : value]),
  );
  return { to: onThisSite && url.pathname === '/' ? '/' : '/search', search };
}
