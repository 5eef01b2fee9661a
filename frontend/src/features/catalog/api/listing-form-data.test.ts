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

describe('toListingFormData: photos (decisions/0075)', () => {
  const file = (name: string) => new File(['coin'], name, { type: 'image/jpeg' });
  const stored = (id: string, role: 'obverse' | 'reverse' | 'edge' | 'other') => ({ id, role, url: `/uploads/coins/${id}.jpg`, width: 640, height: 640, srcset: '', jpegSrcset: '' });

  it('sends a new listing’s photos as repeated images with their roles, after every text field', () => {
    const form = toListingFormData({
      ...fields,
      genuineConfirmed: true,
      photos: [
        { key: 'a', role: 'obverse', file: file('front.jpg') },
        { key: 'b', role: 'reverse', file: file('back.jpg') },
      ],
    });
    expect(form.has('image')).toBe(false);
    expect(form.getAll('images').map((image) => (image as File).name)).toEqual(['front.jpg', 'back.jpg']);
    expect(form.get('imageRoles')).toBe('["obverse","reverse"]');
    expect(form.has('photos')).toBe(false);
    const names = [...form.keys()];
    expect(names.slice(-2)).toEqual(['images', 'images']);
    expect(names.indexOf('imageRoles')).toBeLessThan(names.indexOf('images'));
  });

  it('sends no photo fields for a new listing without photos', () => {
    const form = toListingFormData({ ...fields, photos: [] });
    expect(form.has('images')).toBe(false);
    expect(form.has('imageRoles')).toBe(false);
  });

  it('leaves the photos out of an edit that did not change them', () => {
    const current = [stored('p1', 'obverse'), stored('p2', 'reverse')];
    const form = toListingFormData(
      { ...fields, photos: [{ key: 'p1', id: 'p1', role: 'obverse' }, { key: 'p2', id: 'p2', role: 'reverse' }] },
      { clearEmptyOptional: true, currentPhotos: current },
    );
    expect(form.has('photos')).toBe(false);
    expect(form.has('images')).toBe(false);
  });

  it('sends an edit’s whole new list as photos, with only the new files as images', () => {
    const current = [stored('p1', 'obverse'), stored('p2', 'reverse')];
    const form = toListingFormData(
      { ...fields, photos: [{ key: 'p2', id: 'p2', role: 'obverse' }, { key: 'n', role: 'reverse', file: file('new-back.jpg') }] },
      { clearEmptyOptional: true, currentPhotos: current },
    );
    expect(JSON.parse(String(form.get('photos')))).toEqual([{ id: 'p2', role: 'obverse' }, { upload: 0, role: 'reverse' }]);
    expect(form.getAll('images').map((image) => (image as File).name)).toEqual(['new-back.jpg']);
    expect(form.has('imageRoles')).toBe(false);
    expect(toListingFormData({ ...fields, photos: [] }, { currentPhotos: current }).get('photos')).toBe('[]');
  });
});
