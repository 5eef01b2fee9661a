import { App, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotification } from '@/components/use-error-notification';
import { useResubmitCoin } from '../../api/resubmit-coin';
import type { Coin } from '../../types';
import { ListingForm } from '../sell/listing-form';

/** The listing form, filled in with a rejected listing, which sends the changes back for review. */
export function ResubmitDialog({ coin, onClose }: { coin: Coin; onClose: () => void }) {
  const { t } = useTranslation('catalog');
  const [progress, setProgress] = useState(0);
  const resubmit = useResubmitCoin(coin.id, setProgress);
  const { notification } = App.useApp();
  const notifyError = useErrorNotification();

  return (
    <Modal open title={t('rejection.dialogTitle')} onCancel={onClose} footer={null} width={800} destroyOnHidden>
      <ListingForm
        name={`resubmit-${coin.id}`}
        initialValues={{
          title: coin.title,
          description: coin.description,
          price: coin.price,
          category: coin.category,
          condition: coin.condition,
          location: coin.location,
          year: coin.year ?? undefined,
          metal: coin.metal ?? undefined,
        }}
        currentImageUrl={coin.imageUrl}
        submitLabel={t('rejection.submit')}
        pending={resubmit.isPending}
        progress={progress}
        onSubmit={(fields) =>
          resubmit.mutate(fields, {
            onSuccess: () => {
              notification.success({ title: t('rejection.done.title'), description: t('rejection.done.description') });
              onClose();
            },
            onError: (error) => notifyError(t('rejection.failed'), error),
          })
        }
      />
    </Modal>
  );
}
