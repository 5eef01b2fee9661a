import { describe, expect, it } from 'vitest';
import { readStoredLanguage, storeLanguage } from '@/i18n/languages';
import { initialLanguage } from './language';

describe('the language the app starts in', () => {
  it('is the one the address asks for (?lang=), and remembers it', () => {
    storeLanguage('en');
    expect(initialLanguage('?lang=hi')).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');
    expect(initialLanguage('?q=anna&lang=en')).toBe('en');
    expect(readStoredLanguage()).toBe('en');
  });

  it('is the stored one when the address asks for none or an unsupported one', () => {
    storeLanguage('hi');
    expect(initialLanguage('')).toBe('hi');
    expect(initialLanguage('?lang=fr')).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');
  });

  it('is English without a stored choice', () => {
    expect(initialLanguage('')).toBe('en');
  });
});
