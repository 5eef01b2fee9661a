import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A duration in seconds as people say it: "45 s", "12 min", "3 h 5 min", "2 days". */
export function useDurationLabel(): (seconds: number) => string {
  const { t } = useTranslation('moderation');
  return useCallback(
    (seconds) => {
      const whole = Math.max(0, Math.round(seconds));
      if (whole < MINUTE) return t('overview.duration.seconds', { count: whole });
      if (whole < HOUR)
        return t('overview.duration.minutes', {
          count: Math.round(whole / MINUTE),
        });
      if (whole < DAY)
        return t('overview.duration.hours', {
          hours: Math.floor(whole / HOUR),
          minutes: Math.floor((whole % HOUR) / MINUTE),
        });
      return t('overview.duration.days', { count: Math.floor(whole / DAY) });
    },
    [t],
  );
}
