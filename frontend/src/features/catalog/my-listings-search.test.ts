import { describe, expect, it } from 'vitest';
import { parseMyListingsSearch } from './my-listings-search';

describe('parseMyListingsSearch', () => {
  it('keeps a positive whole listing id', () => {
    expect(parseMyListingsSearch({ highlight: 42 })).toEqual({ highlight: 42 });
    expect(parseMyListingsSearch({ highlight: '7' })).toEqual({ highlight: 7 });
  });

  it('drops anything else', () => {
    for (const highlight of [0, -1, 1.5, 'x', '', null, undefined]) expect(parseMyListingsSearch({ highlight })).toEqual({});
  });
});
