import { HeartOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Typography } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinImage } from '@/components/coin/coin-image';
import { CoinStatusTags } from '@/components/coin/coin-status-tags';
import { HiddenListingNotice, HiddenTag } from '@/components/coin/hidden-listing-notice';
import { useCoinLabels } from '@/components/coin/use-coin-labels';
import { useAgeLabel } from '@/components/use-age-label';
import { formatInr } from '@/lib/format-inr';
import { listingAge } from '@/lib/relative-age';
import type { Coin } from '../../types';
import { MissingFacesHint } from '../detail/missing-faces-hint';
import { RejectionNotice } from './rejection-notice';
import './own-listing-card.css';

/**
 * One of the seller's listings: title, price, Approved / Pending Review / Rejected and Sold badges,
 * age, category, condition, year and metal; a rejected one shows why and can be changed and resubmitted,
 * a hidden one why it is hidden (HiddenListingNotice, decisions/0083),
 * one without photos of both faces says so (MissingFacesHint).
 * The listing the seller has just submitted is highlighted, scrolled to and focused. "N watching" tells
 * how many people watch it (My Listings carries `watcherCount`), when anyone does.
 */
export function OwnListingCard({
  coin,
  actions,
  highlighted = false,
}: {
  coin: Coin & { watcherCount?: number };
  actions: ReactNode;
  highlighted?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const article = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!highlighted) return;
    article.current?.scrollIntoView?.({ block: 'center' });
    article.current?.focus({ preventScroll: true });
  }, [highlighted]);
  const labels = useCoinLabels();
  const ageLabel = useAgeLabel();
  const facts = [
    labels.category(coin.category),
    labels.condition(coin.condition),
    `${t('card.year')}: ${coin.year ?? labels.unknown}`,
    `${t('card.metal')}: ${labels.metal(coin.metal)}`,
  ];
  return (
    <Card size="small" className={highlighted ? 'own-listing-card--highlighted' : undefined}>
      <article ref={article} className="own-listing" aria-labelledby={`own-listing-${coin.id}`} tabIndex={highlighted ? -1 : undefined}>
        <CoinImage src={coin.imageUrl} photo={coin.images[0]} alt={coin.title} className="own-listing__thumb" sizes="96px" />
        <div className="own-listing__main">
          <Flex justify="space-between" align="flex-start" gap={8} wrap>
            <Typography.Title level={2} className="own-listing__title" id={`own-listing-${coin.id}`}>
              {coin.title}
            </Typography.Title>
            <span className="own-listing__price">{formatInr(coin.price)}</span>
          </Flex>
          <Flex gap={4} wrap align="center" style={{ margin: '6px 0' }}>
            {highlighted && <Tag color="gold">{t('listings.justListed')}</Tag>}
            <CoinStatusTags status={coin.status} isSold={coin.isSold} isReserved={coin.isReserved} />
            <HiddenTag coin={coin} />
            <Typography.Text type="secondary">{ageLabel(listingAge(coin.createdAt))}</Typography.Text>
            {(coin.watcherCount ?? 0) > 0 && (
              <span className="own-listing__watchers">
                <HeartOutlined aria-hidden /> {t('listings.watching', { count: coin.watcherCount })}
              </span>
            )}
          </Flex>
          <div className="own-listing__facts">{facts.join(' · ')}</div>
          {coin.status === 'rejected' && <RejectionNotice coin={coin} />}
          <HiddenListingNotice coin={coin} className="own-listing__hidden" />
          <MissingFacesHint coin={coin} className="own-listing__faces-hint" />
          <Flex gap={8} wrap className="own-listing__actions">
            {actions}
          </Flex>
        </div>
      </article>
    </Card>
  );
}
