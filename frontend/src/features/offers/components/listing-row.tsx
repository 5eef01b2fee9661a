import { Link } from '@tanstack/react-router';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinImage } from '@/components/coin/coin-image';
import { formatInr } from '@/lib/format-inr';
import type { Listing } from '../types';

interface ListingRowProps {
  listing: Listing;
  /** The listing the conversation started from. */
  inConversation: boolean;
  /** Make Offer or Upgrade to Offer. */
  children?: ReactNode;
}

/** One of the seller's listings: picture, title, price, Sold or Reserved, and what the viewer can do with it. */
export function ListingRow({ listing, inConversation, children }: ListingRowProps) {
  const { t } = useTranslation('offers');
  return (
    <article className="listing-row">
      <CoinImage src={listing.imageUrl} alt={listing.title} className="listing-row__image" sizes="64px" />
      <div className="listing-row__body">
        <Link to="/coin/$id" params={{ id: listing.id }} className="listing-row__title">
          {listing.title}
        </Link>
        <span className={listing.isSold ? 'listing-row__price listing-row__price--sold' : 'listing-row__price'}>
          {formatInr(listing.price)}
        </span>
        <span>
          {inConversation && <Tag color="gold">{t('listings.thisConversation')}</Tag>}
          {listing.isSold && <Tag color="red">{t('listings.sold')}</Tag>}
          {listing.isReserved && !listing.isSold && <Tag color="purple">{t('listings.reserved')}</Tag>}
        </span>
      </div>
      {children && <div className="listing-row__action">{children}</div>}
    </article>
  );
}
