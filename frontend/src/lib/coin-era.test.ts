import { describe, expect, it } from 'vitest';
import { eraYearRange, findReign, firstYearNumber, isAntiquityYear, toAdYear, yearOutsideEra } from './coin-era';

const REIGNS = [
  { en: 'Akbar', hi: 'अकबर', reignFrom: 1556 },
  { en: 'Shah Jahan', hi: 'शाहजहाँ', reignFrom: 1628 },
];

describe('firstYearNumber', () => {
  it('reads the first whole number of the year as written', () => {
    expect(firstYearNumber('1862')).toBe(1862);
    expect(firstYearNumber('AH 1115')).toBe(1115);
    expect(firstYearNumber('1835-1840')).toBe(1835);
    expect(firstYearNumber('c. 1750s')).toBe(1750);
    expect(firstYearNumber('१८६२')).toBe(1862);
    expect(firstYearNumber('हिजरी १२७९')).toBe(1279);
  });

  it('is null without a number', () => {
    expect(firstYearNumber('undated')).toBeNull();
    expect(firstYearNumber('')).toBeNull();
    expect(firstYearNumber(null)).toBeNull();
    expect(firstYearNumber(undefined)).toBeNull();
  });
});

describe('toAdYear', () => {
  it('takes an AD year as it is, and a year without an era as AD', () => {
    expect(toAdYear({ year: '1862', era: 'AD' })).toBe(1862);
    expect(toAdYear({ year: '1950', era: null })).toBe(1950);
  });

  it('converts Hijri years: AH 1040 is 1630', () => {
    expect(toAdYear({ year: '1040', era: 'AH' })).toBe(1630);
    expect(toAdYear({ year: 'AH 1115', era: 'AH' })).toBe(1703);
    expect(toAdYear({ year: '1279', era: 'AH' })).toBe(1862);
  });

  it('converts Vikram Samvat (VS 1919 is 1862), Saka (+78) and Fasli (+590) years', () => {
    expect(toAdYear({ year: '1919', era: 'VS' })).toBe(1862);
    expect(toAdYear({ year: 'VS 2007', era: 'VS' })).toBe(1950);
    expect(toAdYear({ year: '1784', era: 'SE' })).toBe(1862);
    expect(toAdYear({ year: '1272', era: 'FE' })).toBe(1862);
  });

  it("counts a regnal year from the ruler's accession, named in English or Hindi, any case", () => {
    expect(toAdYear({ year: '1', era: 'RY', ruler: 'Akbar' }, REIGNS)).toBe(1556);
    expect(toAdYear({ year: 'RY 3', era: 'RY', ruler: ' shah   JAHAN ' }, REIGNS)).toBe(1630);
    expect(toAdYear({ year: '10', era: 'RY', ruler: 'अकबर' }, REIGNS)).toBe(1565);
  });

  it('is null for a year outside its era, as the server computes it', () => {
    expect(toAdYear({ year: '1600', era: 'AH' }, [], 2026)).toBeNull();
    expect(toAdYear({ year: '0', era: 'AD' }, [], 2026)).toBeNull();
    expect(toAdYear({ year: '2030', era: null }, [], 2026)).toBeNull();
    expect(toAdYear({ year: 'RY 71', era: 'RY', ruler: 'Akbar' }, REIGNS, 2026)).toBeNull();
  });

  it('is null for a regnal year of an unknown ruler, and for a year without a number', () => {
    expect(toAdYear({ year: '5', era: 'RY', ruler: 'Somebody' }, REIGNS)).toBeNull();
    expect(toAdYear({ year: '5', era: 'RY', ruler: null }, REIGNS)).toBeNull();
    expect(toAdYear({ year: 'undated', era: 'AH' })).toBeNull();
  });
});

describe('findReign', () => {
  it('matches the whole name only', () => {
    expect(findReign('Akbar', REIGNS)?.reignFrom).toBe(1556);
    expect(findReign('Akb', REIGNS)).toBeUndefined();
    expect(findReign('', REIGNS)).toBeUndefined();
  });
});

describe('isAntiquityYear', () => {
  it('is true more than 100 years back, false at 100 or fewer, false without a year', () => {
    expect(isAntiquityYear(1862, 2025)).toBe(true);
    expect(isAntiquityYear(1924, 2025)).toBe(true);
    expect(isAntiquityYear(1925, 2025)).toBe(false);
    expect(isAntiquityYear(1950, 2025)).toBe(false);
    expect(isAntiquityYear(null, 2025)).toBe(false);
  });
});

describe('eraYearRange and yearOutsideEra', () => {
  it('holds each era to its range, AD to the current year', () => {
    expect(eraYearRange('AD', 2025)).toEqual({ min: 1, max: 2025 });
    expect(eraYearRange('AH', 2025)).toEqual({ min: 1, max: 1500 });
    expect(eraYearRange('VS', 2025)).toEqual({ min: 1, max: 2200 });
    expect(eraYearRange('SE', 2025)).toEqual({ min: 1, max: 2000 });
    expect(eraYearRange('FE', 2025)).toEqual({ min: 1, max: 1500 });
    expect(eraYearRange('RY', 2025)).toEqual({ min: 1, max: 70 });
  });

  it('names the era and its range for a year outside it', () => {
    expect(yearOutsideEra('1862', 'AH', 2025)).toEqual({ era: 'AH', min: 1, max: 1500 });
    expect(yearOutsideEra('2030', null, 2025)).toEqual({ era: 'AD', min: 1, max: 2025 });
    expect(yearOutsideEra('0', 'VS', 2025)).toEqual({ era: 'VS', min: 1, max: 2200 });
    expect(yearOutsideEra('RY 71', 'RY', 2025)).toEqual({ era: 'RY', min: 1, max: 70 });
  });

  it('accepts a year inside its range, and a year without a number', () => {
    expect(yearOutsideEra('1279', 'AH', 2025)).toBeNull();
    expect(yearOutsideEra('2025', 'AD', 2025)).toBeNull();
    expect(yearOutsideEra('undated', 'AH', 2025)).toBeNull();
  });
});
