import { describe, expect, it } from 'vitest';
import { parseAdminPrice } from './values';

describe('parseAdminPrice', () => {
  it('parses a whole number and defaults to 0', () => {
    expect(parseAdminPrice('2500')).toBe(2500);
    expect(parseAdminPrice(799)).toBe(799);
    expect(parseAdminPrice('12.9')).toBe(12);
    expect(parseAdminPrice('')).toBe(0);
    expect(parseAdminPrice('abc')).toBe(0);
    expect(parseAdminPrice(null)).toBe(0);
  });
});
