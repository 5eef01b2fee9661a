import { BellOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { formatInr } from '@/lib/format-inr';
import type { Offer } from '../types';
import { OfferStatusTag } from './offer-status-tag';

interface OfferCardProps {
  offer: Offer;
  /** Accept and Reject, for the seller who may decide. */
  actions?: ReactNode;
  /** The viewer is its seller and it waits for their answer. */
  awaiting?: boolean;
}

/** One offer: the listing, the amount against the asking price, the buyer's note, its status. */
export function OfferCard({ offer, actions, awaiting = false }: OfferCardProps) {
  const { t, i18n } = useTranslation('offers');
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
        <p className="offer-card__amounts">
          <span className="offer-card__amount">{formatInr(offer.offerAmount)}</span>{' '}
          <Typography.Text type="secondary">{t('asking', { price: formatInr(offer.coin.price) })}</Typography.Text>
        </p>
        {offer.message && <blockquote className="offer-card__message">{offer.message}</blockquote>}
        {offer.status === 'accepted' && <Alert type="success" showIcon title={t('acceptedNotice')} />}
        {offer.status === 'released' && <Alert type="info" showIcon title={t('releasedNotice')} />}
        {actions}
      </Flex>
    </Card>
  );
}
