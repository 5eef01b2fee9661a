import { describe, expect, it } from 'vitest';
import {
  BROWSE_CHOICES,
  emptyFilters,
  filtersFromSearch,
  hasSearchCriteria,
  nextOffset,
  PAGE_SIZE,
  parseCoinSearch,
  sameFilters,
  SEARCH_CHOICES,
  searchFromFilters,
  toCoinQuery,
} from './coin-filters';

describe('toCoinQuery', () => {
  it('sends only the sort order when nothing is chosen', () => {
    expect(toCoinQuery(emptyFilters('recent'))).toEqual({ sortBy: 'recent' });
  });

  it('leaves out empty, blank and "all" values', () => {
    const filters = { ...emptyFilters('price-low'), search: '   ', metal: 'all', location: 'all', category: '' };
    expect(toCoinQuery(filters)).toEqual({ sortBy: 'price-low' });
  });

  it('maps every filter, trimming text and sending the location lower-case', () => {
    const filters = {
      ...emptyFilters('recent'),
      search: '  rupee ',
      category: 'mughal',
      metal: 'silver',
      condition: 'fine',
      location: 'Delhi',
      minPrice: 100,
      maxPrice: 5000,
      sortBy: 'price-high' as const,
    };
    expect(toCoinQuery(filters)).toEqual({
      search: 'rupee',
      category: 'mughal',
      metal: 'silver',
      condition: 'fine',
      location: 'delhi',
      minPrice: 100,
      maxPrice: 5000,
      sortBy: 'price-high',
    });
  });

  it('keeps a minimum price of 0', () => {
    expect(toCoinQuery({ ...emptyFilters('recent'), minPrice: 0 })).toEqual({ minPrice: 0, sortBy: 'recent' });
  });
});

describe('hasSearchCriteria', () => {
  it('is false for nothing, or only a sort order', () => {
    expect(hasSearchCriteria(emptyFilters('most-recent'))).toBe(false);
    expect(hasSearchCriteria(emptyFilters('oldest'))).toBe(false);
    expect(hasSearchCriteria({ ...emptyFilters('oldest'), metal: 'all', search: ' ' })).toBe(false);
  });

  it('is true for text or any filter', () => {
    expect(hasSearchCriteria({ ...emptyFilters('most-recent'), search: 'anna' })).toBe(true);
    expect(hasSearchCriteria({ ...emptyFilters('most-recent'), metal: 'gold' })).toBe(true);
    expect(hasSearchCriteria({ ...emptyFilters('most-recent'), maxPrice: 10000 })).toBe(true);
  });
});

describe('nextOffset', () => {
  const page = (size: number) => Array.from({ length: size }, (_, index) => index);

  it('asks for the number already loaded while the last page was full', () => {
    expect(nextOffset([page(PAGE_SIZE)])).toBe(20);
    expect(nextOffset([page(PAGE_SIZE), page(PAGE_SIZE)])).toBe(40);
  });

  it('ends after a short or empty page', () => {
    expect(nextOffset([page(7)])).toBeUndefined();
    expect(nextOffset([page(PAGE_SIZE), page(0)])).toBeUndefined();
    expect(nextOffset([])).toBeUndefined();
  });
});

describe('parseCoinSearch', () => {
  it('reads every filter, the sort and the text from the address', () => {
    const raw = {
      q: ' mohur ',
      category: 'mughal',
      metal: 'gold',
      condition: 'fine',
      location: 'Delhi',
      minPrice: 100,
      maxPrice: '5000',
      sort: 'price-high',
    };
    expect(parseCoinSearch(raw, BROWSE_CHOICES)).toEqual({
      q: 'mohur',
      category: 'mughal',
      metal: 'gold',
      location: 'delhi',
      minPrice: 100,
      maxPrice: 5000,
      sort: 'price-high',
    });
    // "fine" is not one of the filter's conditions; "excellent" is.
    expect(parseCoinSearch({ condition: 'excellent' }, BROWSE_CHOICES)).toEqual({ condition: 'excellent' });
  });

  it('drops what the screen does not offer instead of failing', () => {
    const hostile = {
      q: { $ne: 1 },
      category: 'east-india-company',
      metal: 'plutonium',
      condition: ['mint'],
      location: 'atlantis',
      minPrice: -5,
      maxPrice: 1.5,
      sort: 'oldest',
      extra: 'ignored',
    };
    expect(parseCoinSearch(hostile, BROWSE_CHOICES)).toEqual({});
    expect(parseCoinSearch({ minPrice: 'abc', maxPrice: 2_000_000_000 }, BROWSE_CHOICES)).toEqual({});
  });

  it('keeps each screen to its own categories and sorts', () => {
    expect(parseCoinSearch({ category: 'east-india-company', sort: 'oldest' }, SEARCH_CHOICES)).toEqual({
      category: 'east-india-company',
      sort: 'oldest',
    });
    expect(parseCoinSearch({ sort: 'popular' }, SEARCH_CHOICES)).toEqual({});
  });

  it('reads numbers the router parsed as text, `search` as `q`, and cuts text at 200 characters', () => {
    expect(parseCoinSearch({ q: 1835 }, SEARCH_CHOICES)).toEqual({ q: '1835' });
    expect(parseCoinSearch({ search: 'anna' }, BROWSE_CHOICES)).toEqual({ q: 'anna' });
    expect(parseCoinSearch({ q: 'rupee', search: 'anna' }, BROWSE_CHOICES)).toEqual({ q: 'rupee' });
    expect(parseCoinSearch({ q: 'a'.repeat(300) }, BROWSE_CHOICES).q).toHaveLength(200);
  });

  it('leaves the default sort out, so a plain screen has a plain address', () => {
    expect(parseCoinSearch({ sort: 'recent' }, BROWSE_CHOICES)).toEqual({});
    expect(parseCoinSearch({ sort: 'most-recent' }, SEARCH_CHOICES)).toEqual({});
  });
});

describe('filters and the address', () => {
  it('round-trip without change', () => {
    const filters = {
      ...emptyFilters('recent'),
      search: 'mohur',
      category: 'mughal',
      metal: 'gold',
      minPrice: 0,
      maxPrice: 9000,
      sortBy: 'price-low' as const,
    };
    const address = searchFromFilters(filters, BROWSE_CHOICES);
    expect(address).toEqual({ q: 'mohur', category: 'mughal', metal: 'gold', minPrice: 0, maxPrice: 9000, sort: 'price-low' });
    expect(filtersFromSearch(address, BROWSE_CHOICES)).toEqual(filters);
  });

  it('an empty address is the screen with no filters and its default sort', () => {
    expect(filtersFromSearch({}, SEARCH_CHOICES)).toEqual(emptyFilters('most-recent'));
    expect(searchFromFilters(emptyFilters('recent'), BROWSE_CHOICES)).toEqual({});
  });

  it('sameFilters ignores what is not sent: spaces around text and "all"', () => {
    expect(sameFilters({ ...emptyFilters('recent'), search: ' anna ' }, { ...emptyFilters('recent'), search: 'anna' })).toBe(true);
    expect(sameFilters({ ...emptyFilters('recent'), metal: 'all' }, emptyFilters('recent'))).toBe(true);
    expect(sameFilters(emptyFilters('recent'), emptyFilters('price-low'))).toBe(false);
  });
});

describe('which-coin filters (issue 13)', () => {
  const identity = {
    ...emptyFilters('year-asc'),
    ruler: ' Victoria ',
    mint: 'Bombay',
    denomination: 'Rupee',
    yearFrom: 1850,
    yearTo: 1870,
    certified: true,
  };

  it('are sent to GET /api/coins by the contract’s names, certified as "true"', () => {
    expect(toCoinQuery(identity)).toEqual({
      ruler: 'Victoria',
      mint: 'Bombay',
      denomination: 'Rupee',
      yearFrom: 1850,
      yearTo: 1870,
      certified: 'true',
      sortBy: 'year-asc',
    });
    expect(hasSearchCriteria({ ...emptyFilters('recent'), certified: true })).toBe(true);
    expect(hasSearchCriteria({ ...emptyFilters('recent'), yearTo: 1900 })).toBe(true);
    expect(hasSearchCriteria(emptyFilters('year-desc'))).toBe(false);
  });

  it('send a year range typed backwards in order, never one the server refuses', () => {
    expect(toCoinQuery({ ...emptyFilters('recent'), yearFrom: 1900, yearTo: 1850 })).toMatchObject({ yearFrom: 1850, yearTo: 1900 });
  });

  it('round-trip through the address of both screens', () => {
    for (const choices of [BROWSE_CHOICES, SEARCH_CHOICES]) {
      const filters = { ...identity, ruler: 'Victoria' };
      const address = searchFromFilters(filters, choices);
      expect(address).toEqual({
        ruler: 'Victoria',
        mint: 'Bombay',
        denomination: 'Rupee',
        yearFrom: 1850,
        yearTo: 1870,
        certified: true,
        sort: 'year-asc',
      });
      expect(filtersFromSearch(address, choices)).toEqual(filters);
      expect(filtersFromSearch(parseCoinSearch({ ...address }, choices), choices)).toEqual(filters);
    }
  });

  it('read an address as the router or a saved search’s link writes it', () => {
    expect(
      parseCoinSearch({ ruler: 'अकबर', yearFrom: '1556', yearTo: 1605, certified: 'true', sort: 'year-desc' }, SEARCH_CHOICES),
    ).toEqual({ ruler: 'अकबर', yearFrom: 1556, yearTo: 1605, certified: true, sort: 'year-desc' });
  });

  it('drop years outside 1 to this year, and any "certified" but true', () => {
    const nextYear = new Date().getFullYear() + 1;
    expect(parseCoinSearch({ yearFrom: 0, yearTo: nextYear, certified: 'yes' }, BROWSE_CHOICES)).toEqual({});
    expect(parseCoinSearch({ yearFrom: '18.5', certified: false, ruler: '   ' }, BROWSE_CHOICES)).toEqual({});
    expect(parseCoinSearch({ mint: 'x'.repeat(120) }, BROWSE_CHOICES).mint).toHaveLength(80);
  });
});
