import { checkListingChanges, checkListingContent, checkPrice } from './listing-rules';

const valid = { title: ' 1862  Victoria Half Rupee ', description: 'Bombay mint, good detail.', price: '850', category: 'British India', condition: 'fine', location: ' Pune ' };

describe('listing rules', () => {
  it('normalises a valid listing', () => {
    expect(checkListingContent(valid)).toEqual({
      title: '1862 Victoria Half Rupee',
      description: 'Bombay mint, good detail.',
      price: 850,
      category: 'british-india',
      condition: 'fine',
      location: 'Pune',
      year: null,
      metal: null,
    });
  });

  it('reports the first missing field in form order with the form messages', () => {
    expect(() => checkListingContent({})).toThrow('Title is required');
    expect(() => checkListingContent({ ...valid, description: ' ' })).toThrow('Description is required');
    expect(() => checkListingContent({ ...valid, price: undefined })).toThrow('Price is required');
    expect(() => checkListingContent({ ...valid, category: '' })).toThrow('Category is required');
    expect(() => checkListingContent({ ...valid, condition: null })).toThrow('Condition is required');
    expect(() => checkListingContent({ ...valid, location: '' })).toThrow('Location is required');
  });

  it('accepts whole rupees from 1 to 100 crore', () => {
    expect(checkPrice(1)).toBe(1);
    expect(checkPrice('1000000000')).toBe(1_000_000_000);
    expect(() => checkPrice(0)).toThrow('Price must be at least ₹1');
    expect(() => checkPrice(-5)).toThrow('Price must be at least ₹1');
    expect(() => checkPrice(1.5)).toThrow('price must be a whole number of rupees');
    expect(() => checkPrice('1e3x')).toThrow(/price/);
    expect(() => checkPrice(1_000_000_001)).toThrow(/at most/);
  });

  it('checks only the fields an edit carries', () => {
    expect(checkListingChanges({ price: '99', year: '' })).toEqual({ price: 99, year: null });
    expect(checkListingChanges({})).toEqual({});
    expect(() => checkListingChanges({ title: 'x' })).toThrow(/title/);
  });
});
