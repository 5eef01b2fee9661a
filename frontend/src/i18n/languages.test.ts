import { describe, expect, it } from 'vitest';
import { isLanguage, LANGUAGE_STORAGE_KEY, otherLanguage, readStoredLanguage, storeLanguage } from './languages';

describe('language preference', () => {
  it('defaults to English', () => {
    expect(readStoredLanguage()).toBe('en');
  });

  it('ignores an unsupported stored value', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(readStoredLanguage()).toBe('en');
  });

  it('persists the choice under the "language" key', () => {
    storeLanguage('hi');
    expect(localStorage.getItem('language')).toBe('hi');
    expect(readStoredLanguage()).toBe('hi');
  });

  it('toggles between the two languages', () => {
    expect(otherLanguage('en')).toBe('hi');
    expect(otherLanguage('hi')).toBe('en');
  });

  it('knows only English and Hindi', () => {
    expect(['en', 'hi', 'fr', '', null].map(isLanguage)).toEqual([true, true, false, false, false]);
  });
});
