import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { loadHindi } from './hindi';
import { DEFAULT_LANGUAGE, isLanguage, type Language, storeLanguage } from './languages';

/** The active interface language and a way to change it that remembers the choice. */
export function useLanguage(): { language: Language; changeLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const changeLanguage = useCallback(
    (next: Language) => {
      storeLanguage(next);
      // Hindi's chunk first, so the screen turns to Hindi in one step instead of suspending.
      void (next === 'hi' ? loadHindi() : Promise.resolve()).finally(() => void i18n.changeLanguage(next));
    },
    [i18n],
  );
  return { language, changeLanguage };
}
