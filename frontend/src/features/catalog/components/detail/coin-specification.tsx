import { Descriptions, type DescriptionsProps, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNamesInLanguage } from '@/components/coin/identity/names-in-language';
import { useIdentityLabels } from '@/components/coin/identity/use-identity-labels';
import type { Coin } from '../../types';

type Item = NonNullable<DescriptionsProps['items']>[number];

/** The year as written, with its era unless the seller already wrote it ("AH 1115"), and the AD year it stands for. */
function useYearText() {
  const { t } = useTranslation('coin-identity');
  const labels = useIdentityLabels();
  return (coin: Coin): string | null => {
    if (!coin.year) return null;
    const era = coin.era ?? 'AD';
    const writesItsEra = new RegExp(`(^|[^A-Za-z])${era}([^A-Za-z]|$)`, 'i').test(coin.year);
    const written = writesItsEra ? coin.year : t('spec.yearWithEra', { year: coin.year, era: labels.eraShort(era) });
    return era !== 'AD' && coin.yearAd !== null && coin.yearAd !== undefined ? `${written} (${t('spec.aboutAd', { year: coin.yearAd })})` : written;
  };
}

/**
 * "Specification": what the seller told about which coin it is, its grade and certificate, in the
 * reader's language (names of the curated list too: "Victoria" reads "विक्टोरिया" in Hindi); a field
 * the listing does not have is left out, and so is the table when it has none.
 */
export function CoinSpecification({ coin }: { coin: Coin }) {
  const { t } = useTranslation('coin-identity');
  const labels = useIdentityLabels();
  const yearText = useYearText();
  const headingId = useId();
  const refs = coin.catalogueRefs ?? [];
  const named = useNamesInLanguage([coin.denomination, coin.issuer, coin.ruler, coin.mint, coin.shape, coin.edge]);
  const name = (kind: Parameters<typeof named>[0], value: string | null | undefined) => (value ? named(kind, value) : null);

  const rows: [key: string, value: string | null | undefined][] = [
    ['denomination', name('denominations', coin.denomination)],
    ['issuer', name('issuers', coin.issuer)],
    ['ruler', name('rulers', coin.ruler)],
    ['mint', name('mints', coin.mint)],
    ['year', coin.era ? yearText(coin) : null],
    ['catalogueRefs', refs.length > 0 ? refs.map((ref) => `${ref.catalogue} ${ref.number}`).join(', ') : null],
    ['weight', coin.weightGrams != null ? t('spec.grams', { value: coin.weightGrams }) : null],
    ['diameter', coin.diameterMm != null ? t('spec.millimetres', { value: coin.diameterMm }) : null],
    ['shape', name('shapes', coin.shape)],
    ['edge', name('edges', coin.edge)],
    ['grade', coin.grade != null ? labels.grade(coin.grade, coin.gradeLabel) : null],
    ['certification', coin.certification ? labels.certificate(coin.certification) : null],
  ];
  const items: Item[] = rows
    .filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '')
    .map(([key, value]) => ({ key, label: t(`spec.${key}`), children: value }));
  if (items.length === 0) return null;

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: '1.1rem' }}>
        {t('spec.title')}
      </Typography.Title>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered items={items} />
    </section>
  );
}
