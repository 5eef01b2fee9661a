import { describe, expect, it } from 'vitest';
import { formatInr } from './format-inr';

describe('formatInr', () => {
  it('groups digits the Indian way: thousands, then lakhs and crores in twos', () => {
    expect(formatInr(1)).toBe('₹1');
    expect(formatInr(999)).toBe('₹999');
    expect(formatInr(1000)).toBe('₹1,000');
    expect(formatInr(123456)).toBe('₹1,23,456');
    expect(formatInr(12345678)).toBe('₹1,23,45,678');
    expect(formatInr(1_000_000_000)).toBe('₹1,00,00,00,000');
  });

  it('shows no decimals', () => {
    expect(formatInr(2500)).toBe('₹2,500');
    expect(formatInr(2499.6)).toBe('₹2,500');
  });

  it('writes what Intl.NumberFormat writes for rupees in en-IN, for every size of number', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const samples = [0, 0.4, 2.5, 5, 99.5, 999.5, 1234.49, 1234.5, -5, -1234, 99_999_999_999];
    for (let digits = 1; digits <= 12; digits++) samples.push(Number('7'.repeat(digits)), 10 ** (digits - 1), Number('1'.padEnd(digits, '9')));
    for (const rupees of samples) expect(formatInr(rupees), String(rupees)).toBe(intl.format(rupees));
  });
});
