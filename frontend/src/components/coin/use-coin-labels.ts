import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Attribute = 'categories' | 'conditions' | 'metals' | 'cities';

/**
 * Translated names of a listing's attribute slugs. A slug the interface does not know yet is shown
 * as it is rather than as a translation key; a missing optional value reads "Unknown".
 */
export function useCoinLabels() {
  const { t } = useTranslation('coin');
  const label = useCallback(
    (attribute: Attribute, slug: string | null | undefined) =>
      slug ? t(`${attribute}.${slug}`, { defaultValue: slug }) : t('unknown'),
    [t],
  );
  return useMemo(
    () => ({
      /** For a year or metal the seller left out. */
      unknown: t('unknown'),
      category: (slug: string) => label('categories', slug),
      condition: (slug: string) => label('conditions', slug),
      metal: (slug: string | null | undefined) => label('metals', slug),
      city: (slug: string) => label('cities', slug),
      /** Options for an antd Select or Radio group, in the given order. */
      options: (attribute: Attribute, slugs: readonly string[]) =>
        slugs.map((slug) => ({ value: slug, label: label(attribute, slug) })),
    }),
    [label, t],
  );
}
