import { BellOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { formatInr } from '@/lib/format-inr';
import { RateDealAction } from '@/components/reviews/rate-deal-action';
import { isOpenOffer, OFFER_MAX_COUNTER_ROUNDS, partyIn } from '../offer-rules';
import type { Offer } from '../types';
import { OfferStatusTag } from './offer-status-tag';
import { OfferThread } from './offer-thread';
import { OfferTimeLeft } from './offer-time-left';

interface OfferCardProps {
  offer: Offer;
  /** Who is looking. */
  viewerId: number;
  /** The seller's name as the conversation knows it. */
  sellerName: string;
  /** Accept, Reject, Counter and Withdraw, for whoever may. */
  actions?: ReactNode;
  /** It waits for the viewer's answer. */
  awaiting?: boolean;
}

/** One offer: the listing, the amount on the table against the asking price, its state and time left, the buyer's note and the negotiation's thread. */
export function OfferCard({ offer, viewerId, sellerName, actions, awaiting = false }: OfferCardProps) {
  const { t, i18n } = useTranslation('offers');
  const open = isOpenOffer(offer.status);
  const viewerSide = partyIn(offer, viewerId);
  const amountLabel = offer.status === 'pending' || offer.status === 'countered' || offer.status === 'accepted' ? offer.status : 'other';
  const roundsLeft = OFFER_MAX_COUNTER_ROUNDS - offer.round;
  return (
    <Card size="small" className={awaiting ? 'offer-card offer-card--awaiting' : 'offer-card'}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={8}>
          <div className="offer-card__what">
            <h3 className="offer-card__coin">{offer.coin.title}</h3>
            <Typography.Text type="secondary">
              {t('from', { name: offer.buyer.name })} · {formatDateTime(offer.createdAt, i18n.resolvedLanguage ?? 'en')}
            </Typography.Text>
          </div>
          <Flex vertical align="end" gap={4}>
            <OfferStatusTag status={offer.status} />
            {awaiting && (
              <Tag color="orange" icon={<BellOutlined aria-hidden />} className="offer-card__awaiting">
                {t('awaiting')}
              </Tag>
            )}
          </Flex>
        </Flex>
        <div className="offer-card__amounts">
          <Typography.Text type="secondary" className="offer-card__amount-label">
            {t(`amountLabel.${amountLabel}`)}
          </Typography.Text>
          <p className="offer-card__amount-line">
            <span className="offer-card__amount">{formatInr(offer.currentAmount)}</span>{' '}
            <Typography.Text type="secondary">{t('asking', { price: formatInr(offer.coin.price) })}</Typography.Text>
          </p>
        </div>
        {open && (
          <Flex gap={12} wrap className="offer-card__state">
            {offer.expiresAt && <OfferTimeLeft expiresAt={offer.expiresAt} />}
            {!awaiting && offer.awaiting && (
              <Typography.Text type="secondary">{t(`waitingFor.${offer.awaiting}`, { name: offer.buyer.name })}</Typography.Text>
            )}
            {awaiting && (
              <Typography.Text type="secondary">{roundsLeft > 0 ? t('roundsLeft', { count: roundsLeft }) : t('lastRound')}</Typography.Text>
            )}
          </Flex>
        )}
        {offer.message && <blockquote className="offer-card__message">{offer.message}</blockquote>}
        {offer.history.length > 1 && <OfferThread offer={offer} viewerSide={viewerSide} sellerName={sellerName} />}
        {offer.status === 'accepted' && <Alert type="success" showIcon title={t('acceptedNotice')} />}
        {offer.status === 'released' && <Alert type="info" showIcon title={t('releasedNotice')} />}
        {(offer.status === 'accepted' || offer.status === 'released') && viewerSide && (
          <RateDealAction deal={{ offerId: offer.id }} partyName={viewerSide === 'buyer' ? sellerName : offer.buyer.name} />
        )}
        {actions}
      </Flex>
    </Card>
  );
}
