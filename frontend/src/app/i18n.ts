import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language';

/** Every src/locales/{language}/{namespace}.json, bundled eagerly. */
const translationFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function collectResources(): Resource {
  const resources: Resource = {};
  for (const [path, translations] of Object.entries(translationFiles)) {
    const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (language && namespace) (resources[language] ??= {})[namespace] = translations;
  }
  return resources;
}

const resources = collectResources();

/**
 * An initialised i18next instance for the given language. It keeps `<html lang>` in step with the
 * active language so that screen readers and fonts pick the right script.
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (active) => {
    document.documentElement.lang = active;
  });
  void instance.use(initReactI18next).init({
    resources,
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
