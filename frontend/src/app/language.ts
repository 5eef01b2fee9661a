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

/** Query parameter that picks the language of a shared link (`?lang=hi`), as the server's pages do (decisions/0049). */
export const LANGUAGE_QUERY_PARAM = 'lang';

/**
 * The language the app starts in: `?lang=hi` or `?lang=en` in the address wins (and is remembered,
 * so the app stays in it as the address changes); otherwise the stored choice.
 */
export function initialLanguage(search: string = window.location.search, storage: Storage = localStorage): Language {
  const requested = new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM);
  if (!isLanguage(requested)) return readStoredLanguage(storage);
  storeLanguage(requested, storage);
  return requested;
}

export function storeLanguage(language: Language, storage: Storage = localStorage): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/** The language the toggle switches to. */
export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'hi' : 'en';
}
