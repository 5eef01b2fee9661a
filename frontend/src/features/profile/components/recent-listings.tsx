import { Link } from '@tanstack/react-router';
import { Alert, Card, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { CoinStatusTags } from '@/components/coin/coin-status-tags';
import { useAgeLabel } from '@/components/use-age-label';
import { formatInr } from '@/lib/format-inr';
import { listingAge } from '@/lib/relative-age';
import type { Listing } from '../types';

interface RecentListingsProps {
  state: 'loading' | 'error' | 'ready';
  recent: Listing[];
  more: boolean;
}

/** The three most recent listings, with View all when there are more. */
export function RecentListings({ state, recent, more }: RecentListingsProps) {
  const { t } = useTranslation('profile');
  const ageLabel = useAgeLabel();

  return (
    <Card
      title={<h2 className="profile-section-title">{t('recent.title')}</h2>}
      extra={more && <Link to="/listings">{t('recent.viewAll')}</Link>}
    >
      {state === 'loading' && <Skeleton active paragraph={{ rows: 3 }} />}
      {state === 'error' && <Alert type="error" showIcon title={t('recent.failed')} />}
      {state === 'ready' && recent.length === 0 && (
        <Empty description={t('recent.empty')}>
          <ButtonLink to="/sell" color="primary" variant="solid">
            {t('actions.sell')}
          </ButtonLink>
        </Empty>
      )}
      {state === 'ready' && recent.length > 0 && (
        <ul className="recent-listings">
          {recent.map((listing) => (
            <li key={listing.id} className="recent-listings__item">
              <div className="recent-listings__text">
                <Link to="/coin/$id" params={{ id: listing.id }} className="recent-listings__title">
                  {listing.title}
                </Link>
                <Typography.Text type="secondary">{ageLabel(listingAge(listing.createdAt))}</Typography.Text>
              </div>
              <div className="recent-listings__meta">
                <Typography.Text strong>{formatInr(listing.price)}</Typography.Text>
                <span>
                  <CoinStatusTags status={listing.status} isSold={listing.isSold} />
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
