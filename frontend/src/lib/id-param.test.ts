import { describe, expect, it } from 'vitest';
import { idParam, parseIdParam } from './id-param';

describe('parseIdParam', () => {
  it('reads plain decimal digits as the id', () => {
    expect(parseIdParam('42')).toBe(42);
    expect(parseIdParam('987654321')).toBe(987654321);
    expect(parseIdParam('999999999999999')).toBe(999_999_999_999_999);
  });

  it('answers null for anything the API would not take as an id', () => {
    for (const raw of ['', '0', '007', '-1', '1e3', '4.2', ' 42', '42 ', 'abc', 'not-a-number', '1234567890123456']) {
      expect(parseIdParam(raw), raw).toBeNull();
    }
  });
});

describe('idParam', () => {
  const coinId = idParam('id');

  it('parses the named segment and writes it back for links', () => {
    expect(coinId.parse({ id: '17' })).toEqual({ id: 17 });
    expect(coinId.parse({ id: 'abc' })).toEqual({ id: null });
    expect(coinId.stringify({ id: 17 })).toEqual({ id: '17' });
  });

  it('uses the name it is given', () => {
    expect(idParam('sellerId').parse({ sellerId: '9' })).toEqual({ sellerId: 9 });
  });
});
