import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import { activityAge } from '@/lib/activity-age';

/** The labels move on by themselves: "Just now" becomes "1 min ago" without new data. */
const TICK_MS = 60_000;

/** Words for when something last happened (a conversation moved, a notification came): "Just now", "5 min ago", "3 hr ago", "2 days ago", or a date. */
export function useActivityLabel(): (since: string) => string {
  const { t, i18n } = useTranslation('time');
  const language = i18n.resolvedLanguage ?? 'en';
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return useCallback(
    (since: string) => {
      const age = activityAge(since, now);
      if (age.unit === 'now') return t('justNow');
      if (age.unit === 'date') return formatDate(since, language);
      const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
      return new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'short' }).format(-age.value, age.unit);
    },
    [t, language, now],
  );
}
