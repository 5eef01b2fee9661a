import { describe, expect, it } from 'vitest';
import { responseTimeWords } from './response-time';

describe('responseTimeWords', () => {
  it('rounds up to the unit people use', () => {
    expect(responseTimeWords(40)).toEqual({ unit: 'minutes', count: 5 });
    expect(responseTimeWords(11 * 60)).toEqual({ unit: 'minutes', count: 15 });
    expect(responseTimeWords(55 * 60)).toEqual({ unit: 'minutes', count: 55 });
    expect(responseTimeWords(59 * 60)).toEqual({ unit: 'hours', count: 1 });
    expect(responseTimeWords(61 * 60)).toEqual({ unit: 'hours', count: 2 });
    expect(responseTimeWords(47 * 3600)).toEqual({ unit: 'hours', count: 47 });
    expect(responseTimeWords(50 * 3600)).toEqual({ unit: 'days', count: 3 });
  });
});
