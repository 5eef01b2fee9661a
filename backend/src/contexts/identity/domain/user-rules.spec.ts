import { checkLocation, checkName, checkPassword } from './user-rules';

describe('user rules', () => {
  it('trims and collapses the name, 2 to 80 characters', () => {
    expect(checkName('  Priya   Sharma ')).toBe('Priya Sharma');
    expect(() => checkName(' P ')).toThrow('name must be between 2 and 80 characters');
    expect(() => checkName('x'.repeat(81))).toThrow(/name/);
    expect(checkName('x'.repeat(80))).toHaveLength(80);
    expect(() => checkName(undefined)).toThrow(/name/);
  });

  it('accepts passwords of 8 to 128 characters without composition rules and never trims them', () => {
    expect(checkPassword('aaaaaaaa')).toBe('aaaaaaaa');
    expect(checkPassword(' spaced password ')).toBe(' spaced password ');
    expect(() => checkPassword('short')).toThrow('password must be between 8 and 128 characters');
    expect(() => checkPassword('x'.repeat(129))).toThrow(/password/);
    expect(() => checkPassword(12345678)).toThrow(/password/);
  });

  it('treats an empty location as none and limits it to 100 characters', () => {
    expect(checkLocation(undefined)).toBeNull();
    expect(checkLocation('   ')).toBeNull();
    expect(checkLocation(' Pune,  Maharashtra ')).toBe('Pune, Maharashtra');
    expect(() => checkLocation('x'.repeat(101))).toThrow('location must be at most 100 characters');
    expect(() => checkLocation(42)).toThrow(/location/);
  });
});
