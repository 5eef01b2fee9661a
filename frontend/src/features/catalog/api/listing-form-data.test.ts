import { describe, expect, it } from 'vitest';
import { type ListingFields, toListingFormData } from './listing-form-data';

const fields: ListingFields = {
  title: ' 1835 Rupee ',
  description: 'Silver rupee, Calcutta mint.',
  price: 4500,
  category: 'british-india',
  condition: 'fine',
  location: ' Pune ',
};

describe('toListingFormData', () => {
  it('leaves out an empty year and metal for a new listing (spec §5)', () => {
    const form = toListingFormData({ ...fields, year: '  ' });
    expect(form.get('title')).toBe('1835 Rupee');
    expect(form.get('location')).toBe('Pune');
    expect(form.has('year')).toBe(false);
    expect(form.has('metal')).toBe(false);
  });

  it('sends an emptied year and metal in an edit, so they are cleared', () => {
    const form = toListingFormData({ ...fields, year: '', metal: undefined }, { clearEmptyOptional: true });
    expect(form.get('year')).toBe('');
    expect(form.get('metal')).toBe('');
    expect(toListingFormData({ ...fields, year: '1835', metal: 'silver' }, { clearEmptyOptional: true }).get('metal')).toBe('silver');
  });
});
