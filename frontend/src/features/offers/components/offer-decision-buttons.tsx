import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { App, Button, Flex } from 'antd';
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

  return (
    <Flex gap={8} wrap>
      <Button
        type="primary"
        icon={<CheckOutlined aria-hidden />}
        loading={deciding === 'accepted'}
        disabled={deciding === 'rejected'}
        onClick={() => decideAs('accepted')}
      >
        {t('accept')}
      </Button>
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
