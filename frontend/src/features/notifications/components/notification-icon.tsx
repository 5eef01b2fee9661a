import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, CrownOutlined, EyeInvisibleOutlined, FallOutlined, FlagOutlined, MessageOutlined, RollbackOutlined, SearchOutlined, ShoppingOutlined, StarOutlined, SwapOutlined, TagOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { NotificationType } from '../types';

const ICONS: Record<NotificationType, ReactNode> = {
  'message-received': <MessageOutlined />,
  'offer-made': <TagOutlined />,
  'offer-accepted': <CheckCircleOutlined />,
  'offer-rejected': <CloseCircleOutlined />,
  'offer-countered': <SwapOutlined />,
  'offer-withdrawn': <RollbackOutlined />,
  'offer-expiring': <ClockCircleOutlined />,
  'offer-expired': <ClockCircleOutlined />,
  'review-received': <StarOutlined />,
  'sold-to-you': <CheckCircleOutlined />,
  'listing-approved': <CheckCircleOutlined />,
  'listing-rejected': <CloseCircleOutlined />,
  'listing-hidden': <EyeInvisibleOutlined />,
  'report-resolved': <FlagOutlined />,
  'subscription-activated': <CrownOutlined />,
  'subscription-expiring': <CrownOutlined />,
  'subscription-expired': <CrownOutlined />,
  'watched-price-dropped': <FallOutlined />,
  'watched-sold': <ShoppingOutlined />,
  'saved-search-matches': <SearchOutlined />,
};

/** A small picture of what the notification is about (decorative: the sentence says it). */
export function NotificationIcon({ type }: { type: NotificationType }) {
  return (
    <span className={`notification-icon notification-icon--${type}`} aria-hidden="true">
      {ICONS[type] ?? <MessageOutlined />}
    </span>
  );
}
