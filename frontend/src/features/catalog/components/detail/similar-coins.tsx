import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { similarCoinsQueryOptions } from '../../api/similar-coins';
import { CoinGrid, CoinGridSkeleton } from '../browse/coin-grid';

/**
 * "Similar coins for sale": up to six live coins like this one, under every public listing and in
 * place of a sold one. Shows nothing when there are none or they could not be loaded (the page
 * stands without them).
 */
export function SimilarCoins({ coinId, sold }: { coinId: number; sold: boolean }) {
  const { t } = useTranslation('catalog');
  const similar = useQuery(similarCoinsQueryOptions(coinId));
  if (similar.isError || (similar.isSuccess && similar.data.length === 0)) return null;
  return (
    <section aria-labelledby="similar-coins" className="coin-detail__similar">
      <Typography.Title level={2} id="similar-coins" className="coin-detail__similar-title">
        {t(sold ? 'detail.similarInsteadTitle' : 'detail.similarTitle')}
      </Typography.Title>
      {similar.isSuccess ? <CoinGrid coins={similar.data} /> : <CoinGridSkeleton />}
    </section>
  );
}
