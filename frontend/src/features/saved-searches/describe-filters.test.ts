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
  denomination: (name) => `denomination:${name}`,
  ruler: (name) => `ruler:${name}`,
  mint: (name) => `mint:${name}`,
  issuer: (name) => `issuer:${name}`,
  yearBetween: (from, to) => `AD ${from}-${to}`,
  yearFrom: (from) => `AD ${from}+`,
  yearUpTo: (to) => `AD -${to}`,
  certified: () => 'certified',
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

describe('describeFilters: which coin (issue 13)', () => {
  it('names the denomination, ruler, mint, issuer, AD years and certified-only after the price, before the order', () => {
    expect(
      describeFilters(
        { maxPrice: 9000, denomination: 'Rupee', ruler: 'Victoria', mint: 'Bombay', issuer: 'British India', yearFrom: 1850, yearTo: 1870, certified: 'true', sortBy: 'year-asc' },
        words,
      ),
    ).toEqual(['up to 9000', 'denomination:Rupee', 'ruler:Victoria', 'mint:Bombay', 'issuer:British India', 'AD 1850-1870', 'certified', 'sort:year-asc']);
  });

  it('says "from" or "up to" for a one-sided year range, and nothing for certified=false', () => {
    expect(describeFilters({ yearFrom: 1600, sortBy: 'recent' }, words)).toEqual(['AD 1600+']);
    expect(describeFilters({ yearTo: 1700, certified: 'false', sortBy: 'year-desc' }, words)).toEqual(['AD -1700', 'sort:year-desc']);
  });
});
