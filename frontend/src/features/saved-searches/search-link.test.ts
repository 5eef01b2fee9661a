import { describe, expect, it } from 'vitest';
import { searchLinkTarget } from './search-link';

describe('searchLinkTarget', () => {
  it('opens /search with the link’s query', () => {
    expect(searchLinkTarget('/search?q=mughal%20mohur&metal=gold&maxPrice=50000')).toEqual({
      to: '/search',
      search: { q: 'mughal mohur', metal: 'gold', maxPrice: 50000 },
    });
  });

  it('opens browse for a search only browse can show (popular first)', () => {
    expect(searchLinkTarget('/?category=mughal&sort=popular')).toEqual({ to: '/', search: { category: 'mughal', sort: 'popular' } });
  });

  it('never leaves the site: another origin or a protocol-relative link opens /search', () => {
    expect(searchLinkTarget('https://evil.example/?q=x').to).toBe('/search');
    expect(searchLinkTarget('//evil.example/').to).toBe('/search');
    expect(searchLinkTarget('javascript:alert(1)').to).toBe('/search');
  });
});

describe('searchLinkTarget: which coin (issue 13)', () => {
  it('reads the AD years as numbers and the rest as text', () => {
    expect(searchLinkTarget('/search?ruler=Victoria&yearFrom=1850&yearTo=1870&certified=true&sort=year-asc')).toEqual({
      to: '/search',
      search: { ruler: 'Victoria', yearFrom: 1850, yearTo: 1870, certified: 'true', sort: 'year-asc' },
    });
  });
});
