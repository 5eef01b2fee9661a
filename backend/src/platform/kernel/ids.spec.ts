import { ID_MAX, isId, parseId } from './ids';

describe('ids', () => {
  it('reads plain decimal ids up to the largest PostgreSQL int', () => {
    expect(parseId('16')).toBe(16);
    expect(parseId(String(ID_MAX))).toBe(ID_MAX);
    expect(['0', '016', '0x10', '1.6e1', '-1', '', String(ID_MAX + 1), '12345678901'].map(parseId)).toEqual(Array(8).fill(null));
  });

  it('tells a stored id from other numbers', () => {
    expect([1, ID_MAX].map(isId)).toEqual([true, true]);
    expect([0, -1, 1.5, ID_MAX + 1, '1', null].map(isId)).toEqual([false, false, false, false, false, false]);
  });
});
