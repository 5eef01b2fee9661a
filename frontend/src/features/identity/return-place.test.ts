import { describe, expect, it } from 'vitest';
import { returnPlace } from './return-place';

describe('returnPlace', () => {
  it('names the screens a visitor is most often sent from', () => {
    expect(returnPlace('/coin/42')).toBe('coin');
    expect(returnPlace('/messages?conversation=3')).toBe('messages');
    expect(returnPlace('/sell')).toBe('sell');
    expect(returnPlace('/my-listings')).toBe('listings');
    expect(returnPlace('/listings')).toBe('listings');
    expect(returnPlace('/search?q=mohur')).toBe('search');
    expect(returnPlace('/?q=anna&metal=silver')).toBe('search');
  });

  it('falls back to "the page you were on" and does not match a mere prefix of a word', () => {
    expect(returnPlace('/sellers/9')).toBe('page');
    expect(returnPlace('/about')).toBe('page');
    expect(returnPlace('/')).toBe('page');
  });
});
