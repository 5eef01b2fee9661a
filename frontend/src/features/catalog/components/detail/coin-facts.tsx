import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCoinLabels } from '@/components/coin/use-coin-labels';
import type { Coin } from '../../types';

/** Category, year (Unknown), metal (Not specified) and condition. */
export function CoinFacts({ coin }: { coin: Coin }) {
  const { t } = useTranslation('catalog');
  const labels = useCoinLabels();
  return (
    <Descriptions
      column={{ xs: 1, sm: 2 }}
      size="small"
      bordered
      items={[
        { key: 'category', label: t('detail.category'), children: labels.category(coin.category) },
        { key: 'year', label: t('detail.year'), children: coin.year ?? labels.unknown },
        { key: 'metal', label: t('detail.metal'), children: coin.metal ? labels.metal(coin.metal) : t('detail.notSpecified') },
        { key: 'condition', label: t('detail.condition'), children: labels.condition(coin.condition) },
        { key: 'location', label: t('detail.location'), children: coin.location },
      ]}
    />
  );
}
