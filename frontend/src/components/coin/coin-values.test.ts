import { describe, expect, it } from 'vitest';
import { withCurrent } from './coin-values';

describe('withCurrent', () => {
  it('adds a value the list lacks, once', () => {
    expect(withCurrent(['gold', 'silver'], 'brass')).toEqual(['gold', 'silver', 'brass']);
    expect(withCurrent(['gold', 'silver'], 'gold')).toEqual(['gold', 'silver']);
    expect(withCurrent(['gold'], null)).toEqual(['gold']);
  });
});
