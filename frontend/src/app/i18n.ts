import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadedHindi, loadHindi } from '@/i18n/hindi';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/i18n/languages';

/**
 * The English of every src/locales/en/{namespace}.json is bundled with the app (it is also every
 * other language's fallback), except the static pages' text, fetched when asked for (about 22 KB
 * gzip of policy prose that would otherwise be in every first load,
 * docs/decisions/0050-first-load-budget.md). Hindi comes in one chunk of its own when it is the
 * language (i18n/hindi-translations.ts, docs/decisions/0085-hindi-fetched-when-chosen.md).
 */
const translationFiles = import.meta.glob<Record<string, unknown>>(['../locales/en/*.json', '!../locales/en/static.json'], {
  eager: true,
  import: 'default',
});

/** Namespaces fetched when a screen first asks for them (react-i18next suspends it meanwhile). */
const onDemandFiles = import.meta.glob<Record<string, unknown>>('../locales/*/static.json', { import: 'default' });

function collectResources(): Resource {
  const resources: Resource = {};
  for (const [path, translations] of Object.entries(translationFiles)) {
    const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (language && namespace) (resources[language] ??= {})[namespace] = translations;
  }
  return resources;
}

const resources = collectResources();

/** Loads an on-demand namespace's file for a language, or a Hindi namespace from the Hindi chunk; a namespace with no file answers empty. */
const onDemandBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    if (language === 'hi' && namespace !== 'static') {
      loadHindi().then(
        (translations) => callback(null, (translations[namespace] as Record<string, unknown> | undefined) ?? {}),
        (error: Error) => callback(error, null),
      );
      return;
    }
    const load = onDemandFiles[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (translations) => callback(null, translations),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * An initialised i18next instance for the given language. It keeps `<html lang>` in step with the
 * active language so that screen readers and fonts pick the right script.
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  const hindi = loadedHindi();
  instance.on('languageChanged', (active) => {
    document.documentElement.lang = active;
  });
  void instance
    .use(onDemandBackend)
    .use(initReactI18next)
    .init({
      resources: hindi ? { ...resources, hi: hindi } : resources,
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  return instance;
}
