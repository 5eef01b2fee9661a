import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/coin/42')).toBe('/coin/42');
    expect(safeReturnPath('/search?q=mohur&metal=gold')).toBe('/search?q=mohur&metal=gold');
    expect(safeReturnPath('/messages?conversation=7#latest')).toBe('/messages?conversation=7#latest');
  });

  it('refuses other sites, however they are written', () => {
    for (const hostile of [
      '//evil.example',
      '//evil.example/coin/1',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'http:/evil.example',
      'javascript:alert(1)',
      ' /coin/1',
      '/\t/evil.example',
      '/\n/evil.example',
      '/coin\\..\\..\\evil',
      'coin/1',
      '',
    ]) {
      expect(safeReturnPath(hostile), hostile).toBeUndefined();
    }
  });

  it('refuses what is not text, a return to /auth itself and absurdly long paths', () => {
    expect(safeReturnPath(undefined)).toBeUndefined();
    expect(safeReturnPath(42)).toBeUndefined();
    expect(safeReturnPath(['/coin/1'])).toBeUndefined();
    expect(safeReturnPath('/auth')).toBeUndefined();
    expect(safeReturnPath('/auth?redirect=/coin/1')).toBeUndefined();
    expect(safeReturnPath(`/search?q=${'a'.repeat(3000)}`)).toBeUndefined();
  });
});
