import { describe, expect, it } from 'vitest';
import { describeFilters, type FilterWords } from './describe-filters';

const words: FilterWords = {
  text: (text) => `“${text}”`,
  category: (slug) => `category:${slug}`,
  metal: (slug) => `metal:${slug}`,
  condition: (slug) => `condition:${slug}`,
  city: (slug) => `city:${slug}`,
  priceBetween: (min, max) => `${min}-${max}`,
  priceFrom: (min) => `from ${min}`,
  priceUpTo: (max) => `up to ${max}`,
  sort: (sortBy) => `sort:${sortBy}`,
};

describe('describeFilters', () => {
  it('reads every part in a fixed order: text, category, metal, condition, place, price, order', () => {
    expect(
      describeFilters(
        { search: 'mohur', category: 'mughal', metal: 'gold', condition: 'fine', location: 'delhi', minPrice: 100, maxPrice: 50000, sortBy: 'price-low' },
        words,
      ),
    ).toEqual(['“mohur”', 'category:mughal', 'metal:gold', 'condition:fine', 'city:delhi', '100-50000', 'sort:price-low']);
  });

  it('says "from" or "up to" for a one-sided price range, and counts a price of 0 as given', () => {
    expect(describeFilters({ minPrice: 0, sortBy: 'recent' }, words)).toEqual(['from 0']);
    expect(describeFilters({ maxPrice: 5000, sortBy: 'most-recent' }, words)).toEqual(['up to 5000']);
  });

  it('leaves out the newest-first orders, which every search has unless another is chosen', () => {
    expect(describeFilters({ metal: 'silver', sortBy: 'recent' }, words)).toEqual(['metal:silver']);
    expect(describeFilters({ metal: 'silver', sortBy: 'most-recent' }, words)).toEqual(['metal:silver']);
    expect(describeFilters({ metal: 'silver', sortBy: 'popular' }, words)).toEqual(['metal:silver', 'sort:popular']);
  });
});
