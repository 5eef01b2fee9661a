import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePollingFallback } from '@/api/realtime/realtime-context';
import { offersQueryOptions } from '../api/offers';
import { canDecideOffers } from '../offer-rules';
import { OFFERS_POLL_MS } from '../polling';
import type { ConversationRef, Viewer } from '../types';
import { OfferCard } from './offer-card';
import { OfferDecisionButtons } from './offer-decision-buttons';
import { PremiumRequiredNotice } from './premium-required-notice';
import './offers.css';

/**
 * The Offers tab: the conversation's offers, newest first. Its seller accepts or rejects pending
 * ones on Premium; without Premium they are told so and offered the upgrade.
 */
export function OffersTab({ conversation, viewer }: { conversation: ConversationRef; viewer: Viewer }) {
  const { t } = useTranslation('offers');
  const refetchInterval = usePollingFallback(OFFERS_POLL_MS);
  const offers = useQuery({ ...offersQueryOptions(viewer.id, conversation.id), refetchInterval });
  const isSeller = viewer.id === conversation.sellerId;
  const mayDecide = isSeller && canDecideOffers(viewer.subscriptionTier);

  if (offers.isPending) {
    return (
      <div className="offers__status" role="status">
        <Spin description={t('loading', { ns: 'common' })} />
      </div>
    );
  }
  if (offers.isError) return <Alert type="error" showIcon title={t('loadFailed')} description={offers.error.message} />;

  return (
    <Flex vertical gap={12}>
      {isSeller && !mayDecide && offers.data.length > 0 && <PremiumRequiredNotice />}
      {offers.data.length === 0 ? (
        <p className="offers__empty">{isSeller ? t('empty.seller') : t('empty.buyer')}</p>
      ) : (
        <ul className="offers__list" aria-live="polite">
          {offers.data.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                awaiting={isSeller && offer.status === 'pending'}
                actions={
                  mayDecide && offer.status === 'pending' ? <OfferDecisionButtons offer={offer} userId={viewer.id} /> : null
                }
              />
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
