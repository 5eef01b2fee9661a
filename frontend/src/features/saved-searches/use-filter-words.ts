import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoinLabels } from '@/components/coin/use-coin-labels';
import { formatInr } from '@/lib/format-inr';
import type { FilterWords } from './describe-filters';

/** describeFilters' words in the interface's language. */
export function useFilterWords(): FilterWords {
  const { t } = useTranslation('saved-searches');
  const labels = useCoinLabels();
  return useMemo(
    () => ({
      text: (words) => t('describe.text', { words }),
      category: labels.category,
      metal: (slug) => labels.metal(slug),
      condition: labels.condition,
      city: labels.city,
      priceBetween: (min, max) => t('describe.priceBetween', { min: formatInr(min), max: formatInr(max) }),
      priceFrom: (min) => t('describe.priceFrom', { min: formatInr(min) }),
      priceUpTo: (max) => t('describe.priceUpTo', { max: formatInr(max) }),
      denomination: (name) => t('describe.denomination', { name }),
      ruler: (name) => t('describe.ruler', { name }),
      mint: (name) => t('describe.mint', { name }),
      issuer: (name) => t('describe.issuer', { name }),
      yearBetween: (from, to) => t('describe.yearBetween', { from, to }),
      yearFrom: (from) => t('describe.yearFrom', { from }),
      yearUpTo: (to) => t('describe.yearUpTo', { to }),
      certified: () => t('describe.certified'),
      sort: (sortBy) => t(`describe.sort.${sortBy}`),
    }),
    [labels, t],
  );
}
