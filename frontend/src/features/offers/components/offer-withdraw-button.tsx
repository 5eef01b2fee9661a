import { RollbackOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorNotification } from '@/components/use-error-notification';
import { useDecideOffer } from '../api/decide-offer';
import type { Offer } from '../types';

/** The buyer takes an open offer back, after confirming. */
export function OfferWithdrawButton({ offer, userId }: { offer: Offer; userId: number }) {
  const { t } = useTranslation('offers');
  const decide = useDecideOffer(userId);
  const { notification } = App.useApp();
  const notifyError = useErrorNotification();

  const withdraw = () =>
    void decide.mutateAsync({ offerId: offer.id, status: 'withdrawn' }).then(
      () => notification.success({ title: t('updated.title'), description: t('updated.description') }),
      (error: Error) => notifyError(t('updateFailed'), error),
    );

  return (
    <Popconfirm
      title={t('confirmWithdraw.title')}
      description={<span className="offer-confirm__description">{t('confirmWithdraw.description')}</span>}
      okText={t('confirmWithdraw.ok')}
      cancelText={t('confirmWithdraw.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={withdraw}
    >
      <Button type="text" danger icon={<RollbackOutlined aria-hidden />} loading={decide.isPending}>
        {t('withdraw')}
      </Button>
    </Popconfirm>
  );
}
