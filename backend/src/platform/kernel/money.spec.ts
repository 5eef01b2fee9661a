import { aboveRupeesMax, formatRupees, RUPEES_MAX, RUPEES_MIN } from './money';

describe('money', () => {
  it('writes rupees the Indian way', () => {
    expect(formatRupees(1)).toBe('₹1');
    expect(formatRupees(4500)).toBe('₹4,500');
    expect(formatRupees(1_50_000)).toBe('₹1,50,000');
    expect(formatRupees(RUPEES_MAX)).toBe('₹1,00,00,00,000');
  });

  it('bounds every amount from ₹1 to one hundred crore, and says so', () => {
    expect([RUPEES_MIN, RUPEES_MAX]).toEqual([1, 1_00_00_00_000]);
    expect(aboveRupeesMax('offerAmount')).toBe('offerAmount must be at most ₹1,00,00,00,000');
  });
});
