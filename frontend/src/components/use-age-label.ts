import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelativeAge } from '@/lib/relative-age';

/**
 * Words for a relative age: `long` ("3 hours ago") on cards and listing screens, `short` ("3h ago")
 * on the coin detail (spec §9).
 */
export function useAgeLabel(): (age: RelativeAge, style?: 'long' | 'short') => string {
  const { t } = useTranslation('time');
  return useCallback(
    (age, style = 'long') => (age.unit === 'now' ? t('justNow') : t(`${style}.${age.unit}`, { count: age.count })),
    [t],
  );
}
