import { EnvironmentOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { Badge, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CoinImage } from '@/components/coin/coin-image';
import { useCoinLabels } from '@/components/coin/use-coin-labels';
import { useAgeLabel } from '@/components/use-age-label';
import { formatInr } from '@/lib/format-inr';
import { cardAge } from '@/lib/relative-age';
import type { Coin } from '../../types';
import './coin-card.css';

interface CoinCardProps {
  coin: Coin;
  /** How wide the picture is shown at each viewport width (the grid knows its columns). */
  pictureSizes: string;
  /** One of the first cards, above the fold on a phone: its picture may be the page's largest paint. */
  priority?: boolean;
}

/** A listing in a grid; the whole card links to its detail. Sold coins are dimmed and struck through. */
export function CoinCard({ coin, pictureSizes, priority = false }: CoinCardProps) {
  const { t } = useTranslation('catalog');
  const labels = useCoinLabels();
  const ageLabel = useAgeLabel();

  const card = (
    <Card
      cover={
        <CoinImage src={coin.imageUrl} alt={coin.title} className="coin-card__cover" sizes={pictureSizes} priority={priority} />
      }
      styles={{ body: { padding: 16 } }}
    >
      <div className="coin-card__body">
        <Typography.Title level={3} className="coin-card__title" ellipsis={{ rows: 2 }}>
          {coin.title}
        </Typography.Title>
        <Flex align="center" gap={8} wrap>
          <span className="coin-card__price">{formatInr(coin.price)}</span>
          {coin.isSold && <Tag color="red">{t('card.soldBadge')}</Tag>}
          {coin.isReserved && !coin.isSold && <Tag color="purple">{t('card.reservedBadge')}</Tag>}
        </Flex>
        <dl className="coin-card__facts">
          <dt>{t('card.year')}</dt>
          <dd>{coin.year ?? labels.unknown}</dd>
          <dt>{t('card.metal')}</dt>
          <dd>{labels.metal(coin.metal)}</dd>
          <dt>{t('card.condition')}</dt>
          <dd>{labels.condition(coin.condition)}</dd>
          <dt>{t('card.seller')}</dt>
          <dd>{coin.seller.name}</dd>
        </dl>
      </div>
      <div className="coin-card__footer">
        <span>
          <EnvironmentOutlined aria-hidden /> {coin.location}
        </span>
        {coin.isSold ? (
          <span className="coin-card__unavailable">{t('card.unavailable')}</span>
        ) : (
          <span>{ageLabel(cardAge(coin.createdAt))}</span>
        )}
      </div>
    </Card>
  );

  return (
    <Link
      to="/coin/$id"
      params={{ id: String(coin.id) }}
      className={coin.isSold ? 'coin-card coin-card--sold' : 'coin-card'}
    >
      {coin.isSold ? (
        <Badge.Ribbon text={t('card.soldRibbon')} color="red">
          {card}
        </Badge.Ribbon>
      ) : (
        card
      )}
    </Link>
  );
}
