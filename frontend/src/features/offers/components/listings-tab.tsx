import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { sellerListingsQueryOptions } from '../api/seller-listings';
import { canMakeOffers } from '../offer-rules';
import type { ConversationRef, Listing, Viewer } from '../types';
import { ListingOfferAction } from './listing-offer-action';
import { ListingRow } from './listing-row';
import './offers.css';

/** The listing the conversation is about first, then the seller's others, newest first. */
function conversationListingFirst(listings: Listing[], coinId: number): Listing[] {
  return [...listings].sort((a, b) => Number(b.id === coinId) - Number(a.id === coinId));
}

/**
 * The Listings tab: the seller's public listings. The buyer makes an offer on an unsold one from
 * here (Premium) or is offered the upgrade; the seller sees what the buyer can make offers on.
 */
export function ListingsTab({ conversation, viewer }: { conversation: ConversationRef; viewer: Viewer }) {
  const { t } = useTranslation('offers');
  const seller = useQuery(sellerListingsQueryOptions(conversation.sellerId));
  const isBuyer = viewer.id === conversation.buyerId;

  if (seller.isPending) {
    return (
      <div className="offers__status" role="status">
        <Spin description={t('loading', { ns: 'common' })} />
      </div>
    );
  }
  if (seller.isError) {
    return <Alert type="error" showIcon title={t('listings.loadFailed')} description={seller.error.message} />;
  }

  const listings = conversationListingFirst(seller.data.listings, conversation.coinId);
  return (
    <section aria-labelledby={`listings-${conversation.id}`}>
      <h3 id={`listings-${conversation.id}`} className="offers__heading">
        {isBuyer ? t('listings.titleBuyer', { name: seller.data.seller.name }) : t('listings.titleSeller')}
      </h3>
      {listings.length === 0 ? (
        <p className="offers__empty">{t('listings.empty')}</p>
      ) : (
        <ul className="offers__list">
          {listings.map((listing) => (
            <li key={listing.id}>
              <ListingRow listing={listing} inConversation={listing.id === conversation.coinId}>
                {isBuyer && !listing.isSold && (
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
