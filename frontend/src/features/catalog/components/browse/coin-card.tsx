import { EnvironmentOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinImage } from '@/components/coin/coin-image';
import { useCoinLabels } from '@/components/coin/use-coin-labels';
import { useWatchControl } from '@/components/coin/watch-control';
import { useAgeLabel } from '@/components/use-age-label';
import { SellerRating } from '@/components/reviews/seller-rating';
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

/**
 * A listing in a grid; the whole card links to its detail. Sold coins are dimmed and struck through.
 * A certified or graded coin says so over the picture's corner, so the card is no taller for it.
 * Plain markup and CSS, not antd's Card, Typography, Tag and Ribbon: a page shows twenty of these at
 * once, and on a phone their render was most of the first screen's main-thread time (decisions/0058).
 * The watch heart, when the screen provides one, sits over the picture's corner beside the link (a
 * button cannot be inside a link).
 */
export function CoinCard({ coin, pictureSizes, priority = false }: CoinCardProps) {
  const { t } = useTranslation('catalog');
  const labels = useCoinLabels();
  const ageLabel = useAgeLabel();
  const WatchControl = useWatchControl();
  const titleId = useId();

  const card = (
    <Link
      to="/coin/$id"
      params={{ id: coin.id }}
      className={coin.isSold ? 'coin-card coin-card--sold' : 'coin-card'}
    >
      <div className="coin-card__frame">
        <div className="coin-card__cover">
          <CoinImage src={coin.imageUrl} photo={coin.images[0]} alt={coin.title} sizes={pictureSizes} priority={priority} />
          {(coin.isCertified || coin.gradeLabel) && (
            <span className="coin-card__marks">
              {coin.isCertified && <span className="coin-mark coin-mark--certified">{t('card.certified')}</span>}
              {coin.gradeLabel && (
                <span className="coin-mark">
                  <span className="visually-hidden">{t('card.grade')} </span>
                  {coin.gradeLabel}
                </span>
              )}
            </span>
          )}
        </div>
        <div className="coin-card__body">
          <h3 className="coin-card__title" id={titleId}>
            {coin.title}
          </h3>
          <div className="coin-card__price-row">
            <span className="coin-card__price">{formatInr(coin.price)}</span>
            {coin.isSold && <span className="coin-tag coin-tag--red">{t('card.soldBadge')}</span>}
            {coin.isReserved && !coin.isSold && <span className="coin-tag coin-tag--purple">{t('card.reservedBadge')}</span>}
          </div>
          <dl className="coin-card__facts">
            <dt>{t('card.year')}</dt>
            <dd>{coin.year ?? labels.unknown}</dd>
            <dt>{t('card.metal')}</dt>
            <dd>{labels.metal(coin.metal)}</dd>
            <dt>{t('card.condition')}</dt>
            <dd>{labels.condition(coin.condition)}</dd>
            <dt>{t('card.seller')}</dt>
            <dd className="coin-card__seller">
              {coin.seller.name} <SellerRating averageRating={coin.seller.averageRating} reviewCount={coin.seller.reviewCount} compact />
            </dd>
          </dl>
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
        </div>
        {coin.isSold && <span className="coin-card__ribbon">{t('card.soldRibbon')}</span>}
      </div>
    </Link>
  );
  if (!WatchControl) return card;
  return (
    <div className="coin-card-holder">
      {card}
      <WatchControl coin={coin} look="card" describedBy={titleId} />
    </div>
  );
}
