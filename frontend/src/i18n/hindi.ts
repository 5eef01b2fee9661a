import type { ResourceLanguage } from 'i18next';

let hindi: ResourceLanguage | undefined;
let hindiLoading: Promise<ResourceLanguage> | undefined;

/**
 * Fetches the Hindi chunk once (i18n/hindi-translations.ts, docs/decisions/0085): the i18n backend
 * reads Hindi namespaces from it, and the language switch awaits it so the screen turns to Hindi in
 * one step instead of suspending.
 */
export function loadHindi(): Promise<ResourceLanguage> {
  hindiLoading ??= import('./hindi-translations').then((module) => (hindi = module.hindiTranslations));
  return hindiLoading;
}

/** Hindi if its chunk has arrived: an i18n created afterwards starts with it bundled. */
export function loadedHindi(): ResourceLanguage | undefined {
  return hindi;
}
