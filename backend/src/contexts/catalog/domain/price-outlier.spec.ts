import { priceOutlier } from './price-outlier';

describe('price outliers', () => {
  it('flags a price above five times, or below a fifth of, the median of five or more similar listings', () => {
    expect(priceOutlier(90_000, { median: 4500, count: 37 })).toEqual({
      kind: 'price-outlier',
      detail: '₹90,000 is 20× the median ₹4,500 of 37 similar approved listings',
      params: { price: 90_000, median: 4500, ratio: 20, similar: 37 },
    });
    expect(priceOutlier(100, { median: 4500, count: 5 })).toMatchObject({ params: { ratio: 0.022 }, detail: '₹100 is 1/45 of the median ₹4,500 of 5 similar approved listings' });
  });

  it('leaves prices in range alone, and judges nothing against fewer than five', () => {
    expect(priceOutlier(22_500, { median: 4500, count: 37 })).toBeNull();
    expect(priceOutlier(900, { median: 4500, count: 37 })).toBeNull();
    expect(priceOutlier(90_000, { median: 4500, count: 4 })).toBeNull();
    expect(priceOutlier(90_000, null)).toBeNull();
  });
});
