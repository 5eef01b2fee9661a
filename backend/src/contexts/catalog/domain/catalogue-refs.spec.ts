import { ValidationError } from '../../../platform/kernel/errors';
import { catalogueRefKeys, citedRefs, parseCatalogueRefs } from './catalogue-refs';

describe('catalogue references', () => {
  it('reads JSON text or an array, trims them and drops repeats', () => {
    expect(parseCatalogueRefs('[{"catalogue":" KM ","number":"473.1"},{"catalogue":"Pridmore","number":123}]')).toEqual([
      { catalogue: 'KM', number: '473.1' },
      { catalogue: 'Pridmore', number: '123' },
    ]);
    expect(parseCatalogueRefs([{ catalogue: 'KM', number: '450' }, { catalogue: 'km', number: ' 450' }])).toEqual([{ catalogue: 'KM', number: '450' }]);
    expect(parseCatalogueRefs('')).toEqual([]);
    expect(parseCatalogueRefs('[]')).toEqual([]);
    expect(parseCatalogueRefs(null)).toEqual([]);
  });

  it('answers a 400 naming catalogueRefs for each rule', () => {
    const six = Array.from({ length: 6 }, (_, index) => ({ catalogue: 'KM', number: String(index + 1) }));
    const cases: [unknown, RegExp][] = [
      ['KM 450', /^catalogueRefs must be an array of \{catalogue, number\}/],
      [{ catalogue: 'KM', number: '1' }, /^catalogueRefs must be an array/],
      [six, /^catalogueRefs must hold at most 5 references/],
      [['KM 450'], /^catalogueRefs\[0\] must be an object/],
      [[{ catalogue: '', number: '1' }], /^catalogueRefs\[0\]\.catalogue must be 1-30 characters/],
      [[{ catalogue: 'x'.repeat(31), number: '1' }], /^catalogueRefs\[0\]\.catalogue must be at most 30 characters/],
      [[{ catalogue: 'KM', number: '' }], /^catalogueRefs\[0\]\.number must be 1-20 characters/],
      [[{ catalogue: 'KM', number: '1'.repeat(21) }], /^catalogueRefs\[0\]\.number must be at most 20 characters/],
      [[{ catalogue: 'KM\u0000', number: '1' }], /^catalogueRefs\[0\]\.catalogue contains characters that are not allowed/],
    ];
    for (const [input, message] of cases) {
      expect(() => parseCatalogueRefs(input)).toThrow(ValidationError);
      expect(() => parseCatalogueRefs(input)).toThrow(message);
    }
  });

  it('keys each reference for search, a sub-number also under its main number', () => {
    expect(catalogueRefKeys([{ catalogue: 'K.M.', number: '# 473.1' }, { catalogue: 'Krause', number: '450' }, { catalogue: 'Rajgor', number: 'A12' }])).toEqual([
      'km:473.1',
      'km:473',
      'km:450',
      'rajgor:a12',
    ]);
  });

  it('finds references cited in search text, however they are written, and leaves the other words', () => {
    for (const text of ['KM 450', 'KM#450', 'km-450', 'km450', 'KM # 450', 'K.M. 450', 'Krause 450', 'km no. 450']) {
      expect([text, citedRefs(text).keys]).toEqual([text, ['km:450']]);
    }
    expect(citedRefs('Pridmore 123 victoria rupee')).toEqual({ keys: ['pridmore:123'], text: 'Pridmore 123', rest: '  victoria rupee' });
    expect(citedRefs('K.M.#450 and km473.1').text).toBe('KM 450 km 473.1');
    expect(citedRefs('rupee KM 473.1.').keys).toEqual(['km:473.1']);
    expect(citedRefs('Rajgor A12').keys).toEqual(['rajgor:a12']);
    expect(citedRefs('km victoria').keys).toEqual([]);
    expect(citedRefs('1862 rupee').keys).toEqual([]);
    expect(citedRefs('Kmart 12').keys).toEqual([]);
  });
});
