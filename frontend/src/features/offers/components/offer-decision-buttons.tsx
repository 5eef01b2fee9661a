import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { App, Button, Flex, Popconfirm } from 'antd';
import { formatInr } from '@/lib/format-inr';
import { useTranslation } from 'react-i18next';
import { useErrorNotification } from '@/components/use-error-notification';
import { type OfferDecision, useDecideOffer } from '../api/decide-offer';
import type { Offer } from '../types';

/** Accept and Reject for the premium seller of a pending offer. */
export function OfferDecisionButtons({ offer, userId }: { offer: Offer; userId: number }) {
  const { t } = useTranslation('offers');
  const decide = useDecideOffer(userId);
  const { notification } = App.useApp();
  const notifyError = useErrorNotification();
  const deciding = decide.isPending ? decide.variables.status : null;

  // The push of the decision can re-render this offer as decided before the answer arrives, which
  // unmounts these buttons: the toast follows the promise, which settles either way.
  const decideAs = (status: OfferDecision) =>
    void decide.mutateAsync({ offerId: offer.id, status }).then(
      () => notification.success({ title: t('updated.title'), description: t('updated.description') }),
      (error: Error) => notifyError(t('updateFailed'), error),
    );

  const amount = formatInr(offer.offerAmount);

  return (
    <Flex gap={8} wrap>
      {/* Accepting reserves the coin and declines its other offers, so it is confirmed with the amount first. */}
      <Popconfirm
        title={t('confirmAccept.title', { amount })}
        description={
          <span className="offer-confirm__description">
            {t('confirmAccept.description', {
              amount,
              name: offer.buyer.name,
              title: offer.coin.title,
              price: formatInr(offer.coin.price),
            })}
          </span>
        }
        okText={t('confirmAccept.ok', { amount })}
        cancelText={t('confirmAccept.cancel')}
        onConfirm={() => decideAs('accepted')}
        disabled={deciding !== null}
      >
        <Button type="primary" icon={<CheckOutlined aria-hidden />} loading={deciding === 'accepted'} disabled={deciding === 'rejected'}>
          {t('accept')}
        </Button>
      </Popconfirm>
      <Button
        danger
        icon={<CloseOutlined aria-hidden />}
        loading={deciding === 'rejected'}
        disabled={deciding === 'accepted'}
        onClick={() => decideAs('rejected')}
      >
        {t('reject')}
      </Button>
    </Flex>
  );
}
