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

describe('toListingFormData: which coin, grade and certification (issue 13)', () => {
  it('adds what a new listing gives, the JSON text fields as JSON, and the genuine box as text', () => {
    const form = toListingFormData({
      ...fields,
      year: '1040',
      era: 'AH',
      ruler: 'Shah Jahan',
      catalogueRefs: [{ catalogue: 'KM', number: '250' }],
      certification: { service: 'other', serviceName: 'IGI', number: 'A-1234' },
      genuineConfirmed: true,
    });
    expect(form.get('era')).toBe('AH');
    expect(form.get('ruler')).toBe('Shah Jahan');
    expect(form.get('catalogueRefs')).toBe('[{"catalogue":"KM","number":"250"}]');
    expect(form.get('certification')).toBe('{"service":"other","serviceName":"IGI","number":"A-1234"}');
    expect(form.get('genuineConfirmed')).toBe('true');
    expect(form.has('mint')).toBe(false);
  });

  it('clears emptied details in an edit and leaves the genuine box as it was', () => {
    const form = toListingFormData({ ...fields, year: '', era: 'AD' }, { clearEmptyOptional: true });
    expect(form.get('era')).toBe('');
    expect(form.get('ruler')).toBe('');
    expect(form.get('catalogueRefs')).toBe('[]');
    expect(form.get('certification')).toBe('');
    expect(form.has('genuineConfirmed')).toBe(false);
  });
});
