import { describe, expect, it } from 'vitest';
import { appendIdentity, hasIdentity, identityFormValues, identityPayload } from './identity-form-values';

describe('identityPayload', () => {
  it('trims text, drops blanks and empty catalogue rows, and keeps the era with a year', () => {
    const payload = identityPayload(
      {
        denomination: ' Rupee ',
        issuer: '',
        ruler: 'Victoria',
        mint: '  ',
        era: 'VS',
        catalogueRefs: [{ catalogue: ' KM ', number: ' 473 ' }, { catalogue: '', number: '' }],
        weightGrams: 11.66,
        diameterMm: null,
        grade: 30,
        certification: { service: 'NGC', serviceName: 'ignored', number: ' 4321987-001 ' },
      },
      '1919',
    );
    expect(payload).toEqual({
      denomination: 'Rupee',
      issuer: null,
      ruler: 'Victoria',
      mint: null,
      era: 'VS',
      catalogueRefs: [{ catalogue: 'KM', number: '473' }],
      weightGrams: 11.66,
      diameterMm: null,
      shape: null,
      edge: null,
      grade: 30,
      certification: { service: 'NGC', serviceName: null, number: '4321987-001' },
    });
  });

  it('sends no era without a year, none unless one was chosen, and no certification without a service', () => {
    const payload = identityPayload({ era: 'AH', certification: { number: '' } }, '  ');
    expect(payload.era).toBeNull();
    expect(payload.certification).toBeNull();
    // A year sent without an era is AD to the server, which never refuses spec.md's year for it.
    expect(identityPayload({}, '1862').era).toBeNull();
    expect(identityPayload({ era: 'AD' }, '1862').era).toBe('AD');
  });

  it("keeps another service's name", () => {
    expect(identityPayload({ certification: { service: 'other', serviceName: ' IGI ', number: 'A-1234' } }, '').certification).toEqual({
      service: 'other',
      serviceName: 'IGI',
      number: 'A-1234',
    });
  });
});

describe('appendIdentity', () => {
  const given = identityPayload(
    {
      ruler: 'Victoria',
      era: 'AD',
      catalogueRefs: [{ catalogue: 'KM', number: '473' }],
      weightGrams: 11.66,
      diameterMm: 30.5,
      grade: 30,
      certification: { service: 'NGC', number: '4321987-001' },
    },
    '1862',
  );

  it('sends catalogueRefs and certification as JSON text and numbers as text', () => {
    const form = new FormData();
    appendIdentity(form, given);
    expect(form.get('ruler')).toBe('Victoria');
    expect(form.get('era')).toBe('AD');
    expect(JSON.parse(String(form.get('catalogueRefs')))).toEqual([{ catalogue: 'KM', number: '473' }]);
    expect(JSON.parse(String(form.get('certification')))).toEqual({ service: 'NGC', serviceName: null, number: '4321987-001' });
    expect(form.get('weightGrams')).toBe('11.66');
    expect(form.get('diameterMm')).toBe('30.5');
    expect(form.get('grade')).toBe('30');
  });

  it('leaves out what a new listing does not give', () => {
    const form = new FormData();
    appendIdentity(form, identityPayload({}, ''));
    expect([...form.keys()]).toEqual([]);
  });

  it('clears emptied fields in an edit: empty text, an empty list', () => {
    const form = new FormData();
    appendIdentity(form, identityPayload({}, ''), { clearEmpty: true });
    expect(form.get('ruler')).toBe('');
    expect(form.get('era')).toBe('');
    expect(form.get('catalogueRefs')).toBe('[]');
    expect(form.get('certification')).toBe('');
    expect(form.get('grade')).toBe('');
  });
});

describe('identityFormValues and hasIdentity', () => {
  it('start from what the coin has, and empty (no era chosen) for a coin without these keys', () => {
    const values = identityFormValues({
      ruler: 'Akbar',
      era: 'AH',
      catalogueRefs: [{ catalogue: 'KM', number: '100' }],
      certification: { service: 'other', serviceName: 'IGI', number: 'A-1234' },
      grade: 45,
    });
    expect(values).toMatchObject({
      ruler: 'Akbar',
      era: 'AH',
      catalogueRefs: [{ catalogue: 'KM', number: '100' }],
      certification: { service: 'other', serviceName: 'IGI', number: 'A-1234' },
      grade: 45,
    });
    expect(identityFormValues({})).toMatchObject({ era: undefined, catalogueRefs: [], certification: {} });
    expect(hasIdentity({})).toEqual({ which: false, grade: false });
    expect(hasIdentity({ mint: 'Surat', grade: null, era: 'AD' })).toEqual({ which: true, grade: false });
    expect(hasIdentity({ certification: { service: 'NGC', serviceName: null, number: '1234' } })).toEqual({ which: false, grade: true });
  });
});
