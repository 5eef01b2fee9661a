import { ValidationError } from '../../../platform/kernel/errors';
import { normaliseMobileNumber } from './mobile-number';

describe('normaliseMobileNumber', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['91 98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['  6000000000 ', '6000000000'],
    ['7000-000-000', '7000000000'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normaliseMobileNumber(input)).toBe(expected);
  });

  it.each(['', '12345', '5876543210', '98765432100', '+1 9876543210', '98765abcde', '+91 5876543210', '919876543'])(
    'rejects %j naming the field',
    (input) => {
      expect(() => normaliseMobileNumber(input)).toThrow(ValidationError);
      try {
        normaliseMobileNumber(input);
      } catch (error) {
        expect((error as ValidationError).field).toBe('mobileNumber');
        expect((error as Error).message).toMatch(/^mobileNumber /);
      }
    },
  );

  it('rejects values that are not text', () => {
    expect(() => normaliseMobileNumber(9876543210)).toThrow(/mobileNumber/);
    expect(() => normaliseMobileNumber(undefined)).toThrow(/mobileNumber/);
  });

  it('keeps a ten-digit number that itself starts with 91', () => {
    expect(normaliseMobileNumber('9198765432')).toBe('9198765432');
  });
});
