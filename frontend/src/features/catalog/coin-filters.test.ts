import { describe, expect, it } from 'vitest';
import { emptyFilters, hasSearchCriteria, nextOffset, PAGE_SIZE, toCoinQuery } from './coin-filters';

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
