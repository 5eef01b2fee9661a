import { describe, expect, it } from 'vitest';
import { initialLanguage, LANGUAGE_STORAGE_KEY, otherLanguage, readStoredLanguage, storeLanguage } from './language';

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

  it('starts in the language the address asks for (?lang=), and remembers it', () => {
    storeLanguage('en');
    expect(initialLanguage('?lang=hi')).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');
    expect(initialLanguage('?q=anna&lang=en')).toBe('en');
    expect(readStoredLanguage()).toBe('en');
  });

  it('keeps the stored language when the address asks for none or an unsupported one', () => {
    storeLanguage('hi');
    expect(initialLanguage('')).toBe('hi');
    expect(initialLanguage('?lang=fr')).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');
  });
});
