import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  CrownOutlined,
  FallOutlined,
  MessageOutlined,
  SearchOutlined,
  ShoppingOutlined,
  TagOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { NotificationType } from '../types';

const ICONS: Record<NotificationType, ReactNode> = {
  'message-received': <MessageOutlined />,
  'offer-made': <TagOutlined />,
  'offer-accepted': <CheckCircleOutlined />,
  'offer-rejected': <CloseCircleOutlined />,
  'listing-approved': <CheckCircleOutlined />,
  'listing-rejected': <CloseCircleOutlined />,
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
