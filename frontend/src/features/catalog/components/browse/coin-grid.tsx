import { Card, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Coin } from '../../types';
import { CoinCard } from './coin-card';

/** Placeholder cards while the first page loads (spec §9: six). */
const SKELETON_CARDS = 6;

const COLUMN = { xs: 24, sm: 12, xl: 8 } as const;

export function CoinGrid({ coins }: { coins: readonly Coin[] }) {
  return (
    <Row gutter={[16, 16]} role="list">
      {coins.map((coin) => (
        <Col key={coin.id} {...COLUMN} role="listitem">
          <CoinCard coin={coin} />
        </Col>
      ))}
    </Row>
  );
}

export function CoinGridSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <Row gutter={[16, 16]} role="status" aria-label={t('list.loading')}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Col key={index} {...COLUMN}>
          <Card cover={<Skeleton.Node active style={{ width: '100%', height: 180 }} />}>
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
