import { describe, expect, it } from 'vitest';
import {
  checkCategory,
  checkCondition,
  checkDescription,
  checkLocation,
  checkPrice,
  checkTitle,
  checkYear,
} from './listing-rules';

describe('listing rules', () => {
  it('requires a title of 3 to 120 characters', () => {
    expect(checkTitle('')).toBe('titleRequired');
    expect(checkTitle('   ')).toBe('titleRequired');
    expect(checkTitle('ab')).toBe('titleLength');
    expect(checkTitle('x'.repeat(121))).toBe('titleLength');
    expect(checkTitle('1835 One Rupee')).toBeNull();
  });

  it('requires a description of 10 to 5000 characters', () => {
    expect(checkDescription(undefined)).toBe('descriptionRequired');
    expect(checkDescription('too short')).toBe('descriptionLength');
    expect(checkDescription('A fine silver rupee.')).toBeNull();
  });

  it('asks for a price greater than 0, at least ₹1, whole, and at most 100 crore', () => {
    expect(checkPrice(null)).toBe('priceRequired');
    expect(checkPrice(0)).toBe('priceRequired');
    expect(checkPrice(-5)).toBe('priceRequired');
    expect(checkPrice(0.5)).toBe('priceMin');
    expect(checkPrice(10.5)).toBe('priceWhole');
    expect(checkPrice(1_000_000_001)).toBe('priceMax');
    expect(checkPrice(1)).toBeNull();
    expect(checkPrice(1_000_000_000)).toBeNull();
  });

  it('requires a category, a condition and a location of at most 100 characters', () => {
    expect(checkCategory('')).toBe('categoryRequired');
    expect(checkCategory('mughal')).toBeNull();
    expect(checkCondition(undefined)).toBe('conditionRequired');
    expect(checkCondition('fine')).toBeNull();
    expect(checkLocation(' ')).toBe('locationRequired');
    expect(checkLocation('x'.repeat(101))).toBe('locationLength');
    expect(checkLocation('Jaipur, Rajasthan')).toBeNull();
  });

  it('leaves the year optional, up to 30 characters', () => {
    expect(checkYear(undefined)).toBeNull();
    expect(checkYear('AH 1115')).toBeNull();
    expect(checkYear('x'.repeat(31))).toBe('yearLength');
  });
});
