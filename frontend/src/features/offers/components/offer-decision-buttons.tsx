import { CheckOutlined, CloseOutlined, SwapOutlined } from '@ant-design/icons';
import { App, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotification } from '@/components/use-error-notification';
import { formatInr } from '@/lib/format-inr';
import { type OfferAnswer, useDecideOffer } from '../api/decide-offer';
import { mayCounter } from '../offer-rules';
import type { Offer, OfferParty } from '../types';
import { CounterOfferForm } from './counter-offer-form';

interface OfferDecisionButtonsProps {
  offer: Offer;
  userId: number;
  /** Who answers: the seller (a fresh offer or the buyer's counter) or the buyer (the seller's counter). */
  side?: OfferParty;
  /** The seller's name, for the buyer's confirmation. */
  sellerName?: string;
  /** Either party blocks the other: only Reject is offered (decisions/0084). */
  rejectOnly?: boolean;
}

/** Accept, Reject and Counter for the party the offer waits for (on Premium). */
export function OfferDecisionButtons({ offer, userId, side = 'seller', sellerName = '', rejectOnly = false }: OfferDecisionButtonsProps) {
  const { t } = useTranslation('offers');
  const decide = useDecideOffer(userId);
  const { notification } = App.useApp();
  const notifyError = useErrorNotification();
  const [countering, setCountering] = useState(false);
  const deciding = decide.isPending ? decide.variables.status : null;

  // The push of the answer can re-render this offer before the answer arrives, which unmounts these
  // buttons: the toast follows the promise, which settles either way.
  const answer = (body: Omit<OfferAnswer, 'offerId'>) =>
    void decide.mutateAsync({ offerId: offer.id, ...body }).then(
      () =>
        body.status === 'countered'
          ? notification.success({ title: t('countered.title'), description: t('countered.description') })
          : notification.success({ title: t('updated.title'), description: t('updated.description') }),
      (error: Error) => notifyError(t('updateFailed'), error),
    );

  const amount = formatInr(offer.currentAmount);
  const confirm =
    side === 'seller'
      ? {
          title: t('confirmAccept.title', { amount }),
          description: t('confirmAccept.description', { amount, name: offer.buyer.name, title: offer.coin.title, price: formatInr(offer.coin.price) }),
          ok: t('confirmAccept.ok', { amount }),
          cancel: t('confirmAccept.cancel'),
        }
      : {
          title: t('confirmAcceptCounter.title', { amount }),
          description: t('confirmAcceptCounter.description', { amount, name: sellerName || t('thread.seller'), title: offer.coin.title }),
          ok: t('confirmAcceptCounter.ok', { amount }),
          cancel: t('confirmAcceptCounter.cancel'),
        };

  if (countering) {
    return (
      <CounterOfferForm
        offerId={offer.id}
        currentAmount={offer.currentAmount}
        sending={deciding === 'countered'}
        onCancel={() => setCountering(false)}
        onCounter={(counterAmount) => answer({ status: 'countered', counterAmount })}
      />
    );
  }

  return (
    <Flex gap={8} wrap>
      {/* Accepting reserves the coin and declines its other offers, so it is confirmed with the amount first. */}
      {!rejectOnly && (
        <Popconfirm
          title={confirm.title}
          description={<span className="offer-confirm__description">{confirm.description}</span>}
          okText={confirm.ok}
          cancelText={confirm.cancel}
          onConfirm={() => answer({ status: 'accepted' })}
          disabled={deciding !== null}
        >
          <Button type="primary" icon={<CheckOutlined aria-hidden />} loading={deciding === 'accepted'} disabled={deciding !== null && deciding !== 'accepted'}>
            {t('accept')}
          </Button>
        </Popconfirm>
      )}
      <Button
        danger
        icon={<CloseOutlined aria-hidden />}
        loading={deciding === 'rejected'}
        disabled={deciding !== null && deciding !== 'rejected'}
        onClick={() => answer({ status: 'rejected' })}
      >
        {t('reject')}
      </Button>
      {!rejectOnly && mayCounter(offer) && (
        <Button icon={<SwapOutlined aria-hidden />} disabled={deciding !== null} onClick={() => setCountering(true)}>
          {t('counter')}
        </Button>
      )}
    </Flex>
  );
}
