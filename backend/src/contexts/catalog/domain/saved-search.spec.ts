import { ConflictError, ValidationError } from '../../../platform/kernel/errors';
import { requireRoomForAnother, requireSomeFilter, SAVED_SEARCHES_PER_USER, savedSearchLink, savedSearchName } from './saved-search';

describe('saved searches', () => {
  it('needs search words or a filter; a sort or punctuation alone is no search', () => {
    expect(() => requireSomeFilter({ search: 'mohur' })).not.toThrow();
    expect(() => requireSomeFilter({ minPrice: 0 })).not.toThrow();
    expect(() => requireSomeFilter({ location: 'delhi' })).not.toThrow();
    expect(() => requireSomeFilter({ sortBy: 'price-low' })).toThrow(ValidationError);
    expect(() => requireSomeFilter({ search: '!!! ...' })).toThrow(/filters must hold search words/);
  });

  it('keeps at most 20 per user', () => {
    expect(() => requireRoomForAnother(SAVED_SEARCHES_PER_USER - 1)).not.toThrow();
    expect(() => requireRoomForAnother(SAVED_SEARCHES_PER_USER)).toThrow(ConflictError);
  });

  it('is named by its name, else its text, else nothing', () => {
    expect(savedSearchName('  Gold mohurs ', { search: 'mohur' })).toBe('Gold mohurs');
    expect(savedSearchName(undefined, { search: ' mughal mohur ' })).toBe('mughal mohur');
    expect(savedSearchName('  ', { category: 'mughal' })).toBeNull();
  });

  it("links to the web app's search screen with its address names", () => {
    expect(savedSearchLink({ search: 'मोहर & gold', category: 'mughal', minPrice: 0, maxPrice: 5000, sortBy: 'recent' })).toBe(
      '/search?q=%E0%A4%AE%E0%A5%8B%E0%A4%B9%E0%A4%B0+%26+gold&category=mughal&minPrice=0&maxPrice=5000',
    );
    expect(savedSearchLink({ location: 'New Delhi', sortBy: 'price-low' })).toBe('/search?location=New+Delhi&sort=price-low');
    expect(savedSearchLink({ metal: 'gold', sortBy: 'popular' })).toBe('/?metal=gold&sort=popular');
  });
});
