/** Interface languages. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** localStorage key holding the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The stored choice; anything other than a supported language counts as no choice. */
export function readStoredLanguage(storage: Storage = localStorage): Language {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language, storage: Storage = localStorage): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/** The language the toggle switches to. */
export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'hi' : 'en';
}
