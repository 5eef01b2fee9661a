import { ValidationError } from '../../../platform/kernel/errors';
import { effectiveEra, eraAfter, isAntiquity, parseEra, yearAd, yearInIndia, yearNumber } from './coin-era';

const NOW = 2026;

describe('coin eras: the AD year of a year as written', () => {
  it('converts each era by its rule', () => {
    expect(yearAd('1862', 'AD', null, NOW)).toBe(1862);
    expect(yearAd('AH 1040', 'AH', null, NOW)).toBe(1630);
    expect(yearAd('1040', 'AH', null, NOW)).toBe(Math.floor(1040 * 0.970224 + 621.5643));
    expect(yearAd('AH 1343 / RY 14', 'AH', null, NOW)).toBe(1924);
    expect(yearAd('VS 1919', 'VS', null, NOW)).toBe(1862);
    expect(yearAd('VS 1999', 'VS', null, NOW)).toBe(1942);
    expect(yearAd('Saka 1784', 'SE', null, NOW)).toBe(1862);
    expect(yearAd('FE 1350', 'FE', null, NOW)).toBe(1940);
  });

  it('counts a regnal year from the accession of a ruler of the curated list, by English or Hindi name in any case', () => {
    expect(yearAd('RY 3', 'RY', 'Shah Jahan', NOW)).toBe(1630);
    expect(yearAd('Ilahi 45', 'RY', 'akbar', NOW)).toBe(1600);
    expect(yearAd('45', 'RY', 'अकबर', NOW)).toBe(1600);
    expect(yearAd('1', 'RY', '  MIR   osman ali khan ', NOW)).toBe(1911);
    expect(yearAd('3', 'RY', 'A ruler nobody lists', NOW)).toBeNull();
    expect(yearAd('3', 'RY', null, NOW)).toBeNull();
  });

  it('reads the first whole number, Devanagari digits too; a year without a number has no AD year', () => {
    expect(yearNumber('AH 1204 / RY 19')).toBe(1204);
    expect(yearNumber('c. 1860')).toBe(1860);
    expect(yearNumber('१९४२')).toBe(1942);
    expect(yearNumber('undated')).toBeNull();
    expect(yearNumber(null)).toBeNull();
    expect(yearAd('undated', 'AH', null, NOW)).toBeNull();
    expect(yearAd(null, null, null, NOW)).toBeNull();
  });

  it('reads a year without an era as AD, and leaves out numbers outside the era', () => {
    expect(yearAd('1835', null, null, NOW)).toBe(1835);
    expect(yearAd('3000', null, null, NOW)).toBeNull();
    expect(yearAd('0', null, null, NOW)).toBeNull();
    expect(yearAd('1600', 'AH', null, NOW)).toBeNull();
    expect(yearAd('71', 'RY', 'Akbar', NOW)).toBeNull();
  });

  it('shows the era of a year: none without a year, AD when none was given', () => {
    expect(effectiveEra(null, 'AH')).toBeNull();
    expect(effectiveEra('1835', null)).toBe('AD');
    expect(effectiveEra('AH 1040', 'AH')).toBe('AH');
  });

  it('parses an era in any case; empty is none; anything else is a 400 naming era', () => {
    expect(parseEra('ah')).toBe('AH');
    expect(parseEra(' VS ')).toBe('VS');
    expect(parseEra('')).toBeNull();
    expect(parseEra(null)).toBeNull();
    expect(() => parseEra('BC')).toThrow(new ValidationError('era', 'era must be one of AD, AH, VS, SE, FE, RY'));
    expect(() => parseEra(['AH'])).toThrow(ValidationError);
  });

  it("checks a year against its given era's years, and keeps the era consistent with the year", () => {
    const none = { year: null, era: null };
    expect(eraAfter(none, { year: 'AH 1040', era: 'AH' }, NOW)).toBe('AH');
    expect(() => eraAfter(none, { year: '1600', era: 'AH' }, NOW)).toThrow('year must be an AH year from 1 to 1500');
    expect(() => eraAfter(none, { year: '2300', era: 'VS' }, NOW)).toThrow('year must be a VS year from 1 to 2200');
    expect(() => eraAfter(none, { year: '2027', era: 'AD' }, NOW)).toThrow('year must be an AD year from 1 to 2026');
    expect(() => eraAfter(none, { year: '80', era: 'RY' }, NOW)).toThrow('year must be an RY year from 1 to 70');
    expect(() => eraAfter(none, { year: null, era: 'AH' }, NOW)).toThrow(/^era needs a year/);
    // A year written without an era is never refused for it (spec.md's free text).
    expect(eraAfter(none, { year: '3000' }, NOW)).toBeUndefined();
    // A cleared year clears the era; a new year is checked against the era the listing has.
    expect(eraAfter({ year: 'AH 1040', era: 'AH' }, { year: null }, NOW)).toBeNull();
    expect(() => eraAfter({ year: 'AH 1040', era: 'AH' }, { year: '1835' }, NOW)).toThrow(/AH year/);
    expect(eraAfter({ year: 'AH 1040', era: 'AH' }, { year: '1835', era: 'AD' }, NOW)).toBe('AD');
    expect(eraAfter({ year: '1835', era: null }, {}, NOW)).toBeUndefined();
  });

  it('calls a coin more than 100 years old an antiquity', () => {
    expect(isAntiquity(1862, NOW)).toBe(true);
    expect(isAntiquity(1925, NOW)).toBe(true);
    expect(isAntiquity(1926, NOW)).toBe(false);
    expect(isAntiquity(1950, NOW)).toBe(false);
    expect(isAntiquity(null, NOW)).toBe(false);
  });

  it("tells the year in India's time zone", () => {
    expect(yearInIndia(new Date('2026-12-31T19:00:00Z'))).toBe(2027);
    expect(yearInIndia(new Date('2026-12-31T18:00:00Z'))).toBe(2026);
  });
});
