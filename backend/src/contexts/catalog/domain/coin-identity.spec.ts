import { ValidationError } from '../../../platform/kernel/errors';
import { checkCoinIdentity, checkIdentityChanges, CoinIdentity, EMPTY_IDENTITY, identityEdit, previousIdentity } from './coin-identity';
import { identityFromEvent } from './identity-in-events';

const NOW = 2026;

/** The form's fields as multipart sends them (all text). */
const FORM = {
  denomination: ' Rupee ',
  issuer: 'British   India',
  ruler: 'Victoria',
  mint: 'Bombay',
  era: 'ad',
  catalogueRefs: '[{"catalogue":"KM","number":"473"}]',
  weightGrams: '11.66',
  diameterMm: '30.5',
  shape: 'Round',
  edge: 'Reeded',
  grade: '30',
  certification: '{"service":"NGC","serviceName":null,"number":"4321987-001"}',
  genuineConfirmed: 'true',
};

function fieldOf(run: () => unknown): [string, string] {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return [error.field, error.message];
    throw error;
  }
  throw new Error('no ValidationError');
}

describe("a coin's identity", () => {
  it('checks every field of the form and normalises it', () => {
    expect(checkCoinIdentity(FORM, '1862', NOW)).toEqual({
      denomination: 'Rupee',
      issuer: 'British India',
      ruler: 'Victoria',
      mint: 'Bombay',
      era: 'AD',
      catalogueRefs: [{ catalogue: 'KM', number: '473' }],
      weightGrams: 11.66,
      diameterMm: 30.5,
      shape: 'Round',
      edge: 'Reeded',
      grade: 30,
      certification: { service: 'NGC', serviceName: null, number: '4321987-001' },
      genuineConfirmed: true,
    });
  });

  it('leaves everything out when nothing is given, and reads empty text as not given', () => {
    expect(checkCoinIdentity({}, null, NOW)).toEqual(EMPTY_IDENTITY);
    const empty = Object.fromEntries(Object.keys(FORM).map((field) => [field, '']));
    expect(checkCoinIdentity(empty, '1835', NOW)).toEqual(EMPTY_IDENTITY);
  });

  it('takes JSON values in the admin edit (numbers, booleans, objects)', () => {
    expect(checkIdentityChanges({ weightGrams: 7.99, diameterMm: 22, grade: 58, genuineConfirmed: false, catalogueRefs: [{ catalogue: 'KM', number: '525' }] })).toEqual({
      weightGrams: 7.99,
      diameterMm: 22,
      grade: 58,
      genuineConfirmed: false,
      catalogueRefs: [{ catalogue: 'KM', number: '525' }],
    });
  });

  it('answers a 400 naming the field for each rule', () => {
    expect(fieldOf(() => checkCoinIdentity({ weightGrams: '0' }, null, NOW))).toEqual(['weightGrams', 'weightGrams must be between 0.01 and 500']);
    expect(fieldOf(() => checkCoinIdentity({ weightGrams: '501' }, null, NOW))).toEqual(['weightGrams', 'weightGrams must be between 0.01 and 500']);
    expect(fieldOf(() => checkCoinIdentity({ weightGrams: '11.666' }, null, NOW))).toEqual(['weightGrams', 'weightGrams must have at most 2 decimals']);
    expect(fieldOf(() => checkCoinIdentity({ weightGrams: 'heavy' }, null, NOW))[1]).toMatch(/^weightGrams must be between 0.01 and 500/);
    expect(fieldOf(() => checkCoinIdentity({ diameterMm: '0.5' }, null, NOW))).toEqual(['diameterMm', 'diameterMm must be between 1 and 150']);
    expect(fieldOf(() => checkCoinIdentity({ diameterMm: '30.55' }, null, NOW))).toEqual(['diameterMm', 'diameterMm must have at most 1 decimal']);
    expect(fieldOf(() => checkCoinIdentity({ denomination: 'x'.repeat(61) }, null, NOW))).toEqual(['denomination', 'denomination must be at most 60 characters']);
    expect(fieldOf(() => checkCoinIdentity({ ruler: 'x'.repeat(81) }, null, NOW))).toEqual(['ruler', 'ruler must be at most 80 characters']);
    expect(fieldOf(() => checkCoinIdentity({ shape: 'x'.repeat(41) }, null, NOW))).toEqual(['shape', 'shape must be at most 40 characters']);
    expect(fieldOf(() => checkCoinIdentity({ mint: 'Agra\nDelhi' }, null, NOW))).toEqual(['mint', 'mint contains characters that are not allowed']);
    expect(fieldOf(() => checkCoinIdentity({ issuer: 42 }, null, NOW))).toEqual(['issuer', 'issuer must be text']);
    expect(fieldOf(() => checkCoinIdentity({ grade: '31' }, null, NOW))[0]).toBe('grade');
    expect(fieldOf(() => checkCoinIdentity({ genuineConfirmed: 'yes' }, null, NOW))).toEqual(['genuineConfirmed', 'genuineConfirmed must be true or false']);
    expect(fieldOf(() => checkCoinIdentity({ era: 'AH' }, '1600', NOW))).toEqual(['year', 'year must be an AH year from 1 to 1500']);
    expect(fieldOf(() => checkCoinIdentity({ era: 'AH' }, null, NOW))[0]).toBe('era');
  });

  it("records an edit's real changes against the listing, keeping the era consistent with the year", () => {
    const current: CoinIdentity = { ...EMPTY_IDENTITY, ruler: 'Akbar', era: 'AH', catalogueRefs: [{ catalogue: 'KM', number: '1' }] };
    const unchanged = checkIdentityChanges({ ruler: 'Akbar', catalogueRefs: '[{"catalogue":"KM","number":"1"}]', grade: '30' });
    expect(identityEdit({ year: 'AH 986', identity: current }, undefined, unchanged, NOW)).toEqual({ grade: 30 });
    expect(identityEdit({ year: 'AH 986', identity: current }, null, {}, NOW)).toEqual({ era: null });
    expect(() => identityEdit({ year: 'AH 986', identity: current }, '1600', {}, NOW)).toThrow(/AH year/);
    const changes = identityEdit({ year: 'AH 986', identity: current }, '1578', { era: 'AD', mint: 'Agra' }, NOW);
    expect(changes).toEqual({ era: 'AD', mint: 'Agra' });
    expect(previousIdentity(current, changes)).toEqual({ era: 'AH', mint: null });
  });

  it('reads an identity back from events, missing fields (events before issue 13) as empty', () => {
    expect(identityFromEvent(undefined)).toEqual(EMPTY_IDENTITY);
    expect(identityFromEvent({ ruler: 'Akbar', genuineConfirmed: true })).toEqual({ ...EMPTY_IDENTITY, ruler: 'Akbar', genuineConfirmed: true });
    expect(identityFromEvent({ catalogueRefs: null, genuineConfirmed: null })).toEqual(EMPTY_IDENTITY);
  });
});
