import { isLanguage, type Language, readStoredLanguage, storeLanguage } from '@/i18n/languages';

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
