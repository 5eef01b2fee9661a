import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';

/** A message's time: the clock time ("10:25 am") today, the date and time before. */
export function useMessageTime(): (sentAt: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useCallback(
    (sentAt: string) => {
      const sent = new Date(sentAt);
      if (sent.toDateString() !== new Date().toDateString()) return formatDateTime(sentAt, language);
      return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { timeStyle: 'short' }).format(sent);
    },
    [language],
  );
}
