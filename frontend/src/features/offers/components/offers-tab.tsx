import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePollingFallback } from '@/api/realtime/realtime-context';
import { offersQueryOptions } from '../api/offers';
import { awaitsViewer, canDecideOffers, isOpenOffer } from '../offer-rules';
import { OFFERS_POLL_MS } from '../polling';
import type { ConversationRef, Offer, Viewer } from '../types';
import { OfferCard } from './offer-card';
import { OfferDecisionButtons } from './offer-decision-buttons';
import { OfferWithdrawButton } from './offer-withdraw-button';
import { PremiumRequiredNotice } from './premium-required-notice';
import './offers.css';

/**
 * The Offers tab: the conversation's offers, newest first, each with its negotiation. Whoever an offer
 * waits for accepts, rejects or counters it on Premium (without it they are told so and offered the
 * upgrade); its buyer may withdraw it while it is open.
 */
export function OffersTab({ conversation, viewer }: { conversation: ConversationRef; viewer: Viewer }) {
  const { t } = useTranslation('offers');
  const refetchInterval = usePollingFallback(OFFERS_POLL_MS);
  const offers = useQuery({ ...offersQueryOptions(viewer.id, conversation.id), refetchInterval });
  const isSeller = viewer.id === conversation.sellerId;
  const side = isSeller ? 'seller' : 'buyer';
  const mayAnswer = canDecideOffers(viewer.subscriptionTier);
  // A block either way leaves only Reject (and the buyer's Withdraw) (decisions/0084).
  const blocked = conversation.blockedByMe === true || conversation.blockedMe === true;

  if (offers.isPending) {
    return (
      <div className="offers__status" role="status">
        <Spin description={t('loading', { ns: 'common' })} />
      </div>
    );
  }
  if (offers.isError) return <Alert type="error" showIcon title={t('loadFailed')} description={offers.error.message} />;

  const actionsFor = (offer: Offer) => {
    const awaiting = awaitsViewer(offer, viewer.id);
    const withdraw = !isSeller && isOpenOffer(offer.status);
    if (!(awaiting && mayAnswer) && !withdraw) return null;
    return (
      <div className="offer-card__actions">
        {awaiting && mayAnswer && <OfferDecisionButtons offer={offer} userId={viewer.id} side={side} sellerName={conversation.seller.name} rejectOnly={blocked} />}
        {withdraw && <OfferWithdrawButton offer={offer} userId={viewer.id} />}
      </div>
    );
  };
  // Sellers without Premium see offers but cannot answer them (spec.md); buyers without it cannot answer a counter.
  const needsPremium = !mayAnswer && (isSeller ? offers.data.length > 0 : offers.data.some((offer) => awaitsViewer(offer, viewer.id)));

  return (
    <Flex vertical gap={12}>
      {needsPremium && <PremiumRequiredNotice side={side} />}
      {offers.data.length === 0 ? (
        <p className="offers__empty">{isSeller ? t('empty.seller') : t('empty.buyer')}</p>
      ) : (
        <ul className="offers__list" aria-live="polite">
          {offers.data.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                viewerId={viewer.id}
                sellerName={conversation.seller.name}
                awaiting={awaitsViewer(offer, viewer.id)}
                actions={actionsFor(offer)}
              />
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
