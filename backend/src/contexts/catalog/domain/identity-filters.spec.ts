import { ValidationError } from '../../../platform/kernel/errors';
import { checkIdentityFilters, hasIdentityFilter } from './identity-filters';

describe("browse's identity filters", () => {
  it('trims the names, reads certified=true as a filter and false as none', () => {
    expect(checkIdentityFilters({ ruler: '  Shah   Jahan ', mint: '', denomination: 'Rupee', certified: 'true', yearFrom: 1625, yearTo: 1635 }, 2026)).toEqual({
      ruler: 'Shah Jahan',
      denomination: 'Rupee',
      certified: true,
      yearFrom: 1625,
      yearTo: 1635,
    });
    expect(checkIdentityFilters({ certified: 'false' }, 2026)).toEqual({});
    expect(hasIdentityFilter({})).toBe(false);
    expect(hasIdentityFilter({ yearTo: 1900 })).toBe(true);
  });

  it('keeps years between 1 and this year, yearFrom not above yearTo', () => {
    expect(() => checkIdentityFilters({ yearFrom: 0 }, 2026)).toThrow(new ValidationError('yearFrom', 'yearFrom must be between 1 and 2026'));
    expect(() => checkIdentityFilters({ yearTo: 2027 }, 2026)).toThrow(new ValidationError('yearTo', 'yearTo must be between 1 and 2026'));
    expect(() => checkIdentityFilters({ yearFrom: 1700, yearTo: 1600 }, 2026)).toThrow(new ValidationError('yearFrom', 'yearFrom must not be greater than yearTo'));
  });
});
