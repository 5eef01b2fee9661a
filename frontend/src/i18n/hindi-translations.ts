import type { ResourceLanguage } from 'i18next';

/**
 * Every Hindi namespace but the static pages' text, in one chunk: fetched only when Hindi is the
 * language (at start or on switching), so an English visitor's first load carries no Hindi
 * (docs/decisions/0085-hindi-fetched-when-chosen.md).
 */
const files = import.meta.glob<Record<string, unknown>>(['../locales/hi/*.json', '!../locales/hi/static.json'], { eager: true, import: 'default' });

export const hindiTranslations: ResourceLanguage = Object.fromEntries(
  Object.entries(files).map(([path, translations]) => [/\/([^/]+)\.json$/.exec(path)![1], translations]),
);
