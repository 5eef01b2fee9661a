import { Link } from '@tanstack/react-router';
import { Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinImage } from '@/components/coin/coin-image';
import { CoinStatusTags } from '@/components/coin/coin-status-tags';
import { HiddenListingNotice, HiddenTag } from '@/components/coin/hidden-listing-notice';
import { useCoinLabels } from '@/components/coin/use-coin-labels';
import { useRejectionText } from '@/components/coin/use-rejection-text';
import { useAgeLabel } from '@/components/use-age-label';
import { formatInr } from '@/lib/format-inr';
import { listingAge } from '@/lib/relative-age';
import type { AdminCoin } from '../types';

interface AdminCoinCardProps {
  coin: AdminCoin;
  /** The pending queue shows the description to review it. */
  showDescription?: boolean;
  /** Shown under the facts (the queue's flags and who is reviewing). */
  children?: ReactNode;
  actions: ReactNode;
}

/** A listing in the admin lists: picture, title, price, badges, seller, facts and the actions. */
export function AdminCoinCard({ coin, showDescription = false, children, actions }: AdminCoinCardProps) {
  const { t } = useTranslation('moderation');
  const labels = useCoinLabels();
  const ageLabel = useAgeLabel();
  const rejectionText = useRejectionText();
  const rejection = coin.status === 'rejected' ? rejectionText(coin) : null;
  return (
    <Card size="small">
      <article className="admin-coin" aria-labelledby={`admin-coin-${coin.id}`}>
        <CoinImage src={coin.imageUrl} photo={coin.images[0]} alt={coin.title} className="admin-coin__thumb" sizes="88px" />
        <div className="admin-coin__main">
          <Flex justify="space-between" gap={8} wrap>
            <Typography.Title level={2} className="admin-coin__title" id={`admin-coin-${coin.id}`}>
              <Link to="/coin/$id" params={{ id: coin.id }}>
                {coin.title}
              </Link>
            </Typography.Title>
            <Typography.Text strong>{formatInr(coin.price)}</Typography.Text>
          </Flex>
          <Flex gap={4} wrap style={{ margin: '6px 0' }}>
            <CoinStatusTags status={coin.status} isSold={coin.isSold} isReserved={coin.isReserved} />
            <HiddenTag coin={coin} />
            <Tag>{labels.category(coin.category)}</Tag>
          </Flex>
          <div className="admin-coin__meta">
            {[
              t('coin.seller', { name: coin.seller.name }),
              coin.location,
              labels.condition(coin.condition),
              `${labels.metal(coin.metal)} · ${coin.year ?? labels.unknown}`,
              ageLabel(listingAge(coin.createdAt)),
            ].join(' · ')}
          </div>
          {rejection && <div className="admin-coin__meta">{t('coin.rejectedBecause', { reason: rejection })}</div>}
          <HiddenListingNotice coin={coin} className="admin-coin__hidden" />
          {children}
          {showDescription && (
            <Typography.Paragraph className="admin-coin__description" ellipsis={{ rows: 3, expandable: true }}>
              {coin.description}
            </Typography.Paragraph>
          )}
          <Flex gap={8} wrap className="admin-coin__actions">
            {actions}
          </Flex>
        </div>
      </article>
    </Card>
  );
}
