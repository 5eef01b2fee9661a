import { describe, expect, it } from 'vitest';
import { normaliseMobileNumber } from './credential-rules';

describe('normaliseMobileNumber', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['91-98765-43210', '9876543210'],
    ['  6000000001 ', '6000000001'],
    ['098765 43210', '9876543210'],
    ['(+91) 98765.43210', '9876543210'],
    ['9198765432', '9198765432'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normaliseMobileNumber(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['5876543210', 'starting with 5'],
    ['987654321', '9 digits'],
    ['98765432101', '11 digits'],
    ['+92 9876543210', 'another country code'],
    ['98765abcde', 'letters'],
    ['00 9876543210', 'two leading zeros'],
  ])('rejects %j (%s)', (input) => {
    expect(normaliseMobileNumber(input)).toBeNull();
  });
});
