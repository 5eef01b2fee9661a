import { Descriptions, Tag, Typography } from 'antd';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CoinImage } from '@/components/coin/coin-image';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { formatInr } from '@/lib/format-inr';
import type { ReportGroup } from '../../report-types';

/** "Suspended until …" beside a person with a suspension in force. */
function SuspendedTag({ until }: { until: string | null }) {
  const { t, i18n } = useTranslation('admin-reports');
  return until ? <Tag color="red">{t('target.suspendedUntil', { date: formatDate(until, i18n.language) })}</Tag> : null;
}

const LISTING_COLOURS: Record<string, string> = { live: 'green', pending: 'gold', reserved: 'purple', sold: 'blue', deleted: 'red', hidden: 'red' };

/** The reported thing as the admin needs to judge it: a listing's picture, title, price, state and seller; a person's standing; a message in its conversation. */
export function ReportedTarget({ group }: { group: ReportGroup }) {
  const { t, i18n } = useTranslation('admin-reports');
  if (group.listing) {
    const listing = group.listing;
    return (
      <div className="reported-target reported-target--listing">
        <CoinImage src={listing.imageUrl} alt={listing.title} className="reported-target__picture" sizes="96px" />
        <div>
          <Typography.Title level={3} className="reported-target__title">
            <Link to="/coin/$id" params={{ id: listing.id }}>
              {listing.title}
            </Link>
          </Typography.Title>
          <p className="reported-target__line">
            <strong>{formatInr(listing.price)}</strong> <Tag color={LISTING_COLOURS[listing.status] ?? 'default'}>{t(`listingStatus.${listing.status}`)}</Tag>
          </p>
          <p className="reported-target__line">
            {t('target.seller')}{' '}
            <Link to="/sellers/$sellerId" params={{ sellerId: listing.seller.id }}>
              {listing.seller.name}
            </Link>{' '}
            <SuspendedTag until={listing.seller.suspendedUntil} />
          </p>
        </div>
      </div>
    );
  }
  if (group.user) {
    const user = group.user;
    return (
      <div className="reported-target">
        <Typography.Title level={3} className="reported-target__title">
          {user.name} <SuspendedTag until={user.suspendedUntil} />
        </Typography.Title>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'joined', label: t('target.joined'), children: formatDate(user.joinedAt, i18n.language) },
            { key: 'verified', label: t('target.phone'), children: user.phoneVerified ? t('target.verified') : t('target.notVerified') },
            { key: 'listings', label: t('target.listings'), children: user.listingCount },
          ]}
        />
      </div>
    );
  }
  if (group.message) {
    const message = group.message;
    return (
      <div className="reported-target">
        <p className="reported-target__line">
          {t('target.messageFrom', { name: message.sender.name })} · {formatDateTime(message.sentAt, i18n.language)} <SuspendedTag until={message.sender.suspendedUntil} />
        </p>
        <blockquote className="reported-target__message">{message.text}</blockquote>
        <p className="reported-target__line">
          {t('target.aboutListing')}{' '}
          <Link to="/coin/$id" params={{ id: message.listing.id }}>
            {message.listing.title}
          </Link>
        </p>
      </div>
    );
  }
  return <Typography.Text type="secondary">{t('target.gone')}</Typography.Text>;
}
