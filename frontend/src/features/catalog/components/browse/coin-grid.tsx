import { Card, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Coin } from '../../types';
import { CoinCard } from './coin-card';

/** Placeholder cards while the first page loads (spec §9: six). */
const SKELETON_CARDS = 6;

const COLUMN = { xs: 24, sm: 12, xl: 8 } as const;

/**
 * How wide a card's picture is shown: 120 px beside the text on phones (coin-card.css), then two
 * columns, then three from xl (1200 px) in a page at most 1232 px wide.
 */
const PICTURE_SIZES = {
  /** The seller page and similar coins: the grid spans the page. */
  page: '(max-width: 575.98px) 120px, (max-width: 1199.98px) 50vw, 390px',
  /** The browse page: from lg (992 px) the grid takes 18 of 24 columns beside the filters. */
  besideFilters: '(max-width: 575.98px) 120px, (max-width: 991.98px) 50vw, (max-width: 1199.98px) 37vw, 290px',
} as const;

interface CoinGridProps {
  coins: readonly Coin[];
  /** Where the grid sits, for its pictures' sizes. */
  layout?: keyof typeof PICTURE_SIZES;
  /** How many first cards load their picture eagerly and first: those above the fold of a 390 px phone on a page led by the grid. */
  priorityCards?: number;
}

export function CoinGrid({ coins, layout = 'page', priorityCards = 0 }: CoinGridProps) {
  return (
    <Row gutter={[16, 16]} role="list">
      {coins.map((coin, index) => (
        <Col key={coin.id} {...COLUMN} role="listitem">
          <CoinCard coin={coin} pictureSizes={PICTURE_SIZES[layout]} priority={index < priorityCards} />
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
