import { ClockCircleOutlined, SwapOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sellerListingsQueryOptions } from '@/api/seller-listings';
import { formatInr } from '@/lib/format-inr';
import { offersQueryOptions } from '../api/offers';
import { canMakeOffers, isOpenOffer } from '../offer-rules';
import type { ConversationRef, Listing, Offer, Viewer } from '../types';
import { ListingOfferAction } from './listing-offer-action';
import { ListingRow } from './listing-row';
import './offers.css';

/** The listing the conversation is about first, then the seller's others, newest first. */
function conversationListingFirst(listings: Listing[], coinId: number): Listing[] {
  return [...listings].sort((a, b) => Number(b.id === coinId) - Number(a.id === coinId));
}

/** A state tag with its one-line explanation under it, at the row's end. */
function OfferStateNote({ tag, hint }: { tag: ReactNode; hint: string }) {
  return (
    <Flex vertical align="end" gap={4}>
      {tag}
      <Typography.Text type="secondary" className="listing-row__note">
        {hint}
      </Typography.Text>
    </Flex>
  );
}

/** What the buyer sees instead of Make Offer: their open offer (or the seller's counter to it), or why a reserved coin takes none. */
function BuyerOfferState({ listing, pending }: { listing: Listing; pending: Offer | undefined }) {
  const { t } = useTranslation('offers');
  if (pending?.awaiting === 'buyer') {
    const tag = (
      <Tag color="blue" icon={<SwapOutlined aria-hidden />}>
        {t('counterWaiting')}
      </Tag>
    );
    return <OfferStateNote tag={tag} hint={t('counterWaitingHint', { amount: formatInr(pending.currentAmount) })} />;
  }
  if (pending) {
    const tag = (
      <Tag color="gold" icon={<ClockCircleOutlined aria-hidden />}>
        {t('offerPending')}
      </Tag>
    );
    return <OfferStateNote tag={tag} hint={t('offerPendingHint', { amount: formatInr(pending.currentAmount) })} />;
  }
  if (listing.isReserved) {
    return (
      <Typography.Text type="secondary" className="listing-row__note">
        {t('reservedNoOffers')}
      </Typography.Text>
    );
  }
  return null;
}

/**
 * The Listings tab: the seller's public listings. The buyer makes an offer on an unsold one from
 * here (Premium) or is offered the upgrade; the seller sees what the buyer can make offers on.
 */
export function ListingsTab({ conversation, viewer }: { conversation: ConversationRef; viewer: Viewer }) {
  const { t } = useTranslation('offers');
  const listingsQuery = useQuery(sellerListingsQueryOptions(conversation.sellerId));
  const isBuyer = viewer.id === conversation.buyerId;
  // A block either way hides Make Offer (decisions/0084); the chat says why.
  const mayOfferHere = !conversation.blockedByMe && !conversation.blockedMe;
  // The buyer's own offers in this conversation: a coin with one open shows "Offer pending" (or the counter to answer) instead of Make Offer.
  const offers = useQuery({ ...offersQueryOptions(viewer.id, conversation.id), enabled: isBuyer });
  const pendingOn = (listing: Listing) =>
    offers.data?.find((offer) => offer.coinId === listing.id && isOpenOffer(offer.status));

  if (listingsQuery.isPending) {
    return (
      <div className="offers__status" role="status">
        <Spin description={t('loading', { ns: 'common' })} />
      </div>
    );
  }
  if (listingsQuery.isError) {
    return <Alert type="error" showIcon title={t('listings.loadFailed')} description={listingsQuery.error.message} />;
  }

  const listings = conversationListingFirst(listingsQuery.data, conversation.coinId);
  return (
    <section aria-labelledby={`listings-${conversation.id}`}>
      <h3 id={`listings-${conversation.id}`} className="offers__heading">
        {isBuyer ? t('listings.titleBuyer', { name: conversation.seller.name }) : t('listings.titleSeller')}
      </h3>
      {listings.length === 0 ? (
        <p className="offers__empty">{t('listings.empty')}</p>
      ) : (
        <ul className="offers__list">
          {listings.map((listing) => (
            <li key={listing.id}>
              <ListingRow listing={listing} inConversation={listing.id === conversation.coinId}>
                {isBuyer && !listing.isSold && (pendingOn(listing) || listing.isReserved) && (
                  <BuyerOfferState listing={listing} pending={pendingOn(listing)} />
                )}
                {isBuyer && mayOfferHere && !listing.isSold && !pendingOn(listing) && !listing.isReserved && (
                  <ListingOfferAction
                    listing={listing}
                    conversationId={conversation.id}
                    userId={viewer.id}
                    mayOffer={canMakeOffers(viewer.subscriptionTier)}
                  />
                )}
              </ListingRow>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
