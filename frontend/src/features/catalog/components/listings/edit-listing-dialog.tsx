import { Alert, App, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identityFormValues } from '@/components/coin/identity/identity-form-values';
import { openSectionsOf } from '@/components/coin/identity/identity-panels';
import { draftsFromImages } from '@/components/coin/photos/photo-list';
import type { PhotoUploadProgress } from '@/components/coin/photos/upload-progress';
import { useErrorNotification } from '@/components/use-error-notification';
import { useEditCoin } from '../../api/edit-coin';
import type { Coin } from '../../types';
import { ListingForm } from '../sell/listing-form';

/** What the seller is told before saving, by the listing's state; a rejected one is resubmitted. */
const NOTE = { approved: 'edit.noteApproved', pending: 'edit.notePending', rejected: 'rejection.note' } as const;

/**
 * The listing form filled in with the seller's listing. A rejected listing goes back for review; a
 * pending one stays in the queue; an approved one stays live unless its title, description or
 * photos changed (a photo added or replaced; the server decides and the toast says which happened).
 * The photos can be reordered, re-labelled, removed and added like in the new-listing form.
 */
export function EditListingDialog({ coin, onClose }: { coin: Coin; onClose: () => void }) {
  const { t } = useTranslation('catalog');
  const [progress, setProgress] = useState<PhotoUploadProgress>({});
  const edit = useEditCoin(coin, setProgress);
  const { notification } = App.useApp();
  const notifyError = useErrorNotification();
  const rejected = coin.status === 'rejected';
  const initialValues = useMemo(
    () => ({
      title: coin.title,
      description: coin.description,
      price: coin.price,
      category: coin.category,
      condition: coin.condition,
      location: coin.location,
      year: coin.year ?? undefined,
      metal: coin.metal ?? undefined,
      photos: draftsFromImages(coin.images),
      ...identityFormValues(coin),
    }),
    [coin],
  );
  const openSections = useMemo(() => openSectionsOf(coin), [coin]);

  const done = (saved: Coin) => {
    if (rejected) notification.success({ title: t('rejection.done.title'), description: t('rejection.done.description') });
    else if (coin.status === 'approved' && saved.status === 'pending') notification.success({ title: t('edit.backToReview.title'), description: t('edit.backToReview.description') });
    else notification.success({ title: t('edit.saved.title'), description: t(saved.status === 'approved' ? 'edit.saved.live' : 'edit.saved.pending') });
    onClose();
  };

  return (
    <Modal open title={rejected ? t('rejection.dialogTitle') : t('edit.dialogTitle')} onCancel={onClose} footer={null} width={800} destroyOnHidden>
      <Alert type="info" showIcon title={t(NOTE[coin.status])} style={{ marginBottom: 16 }} />
      <ListingForm
        name={`edit-${coin.id}`}
        initialValues={initialValues}
        openSections={openSections}
        serverError={edit.error}
        submitLabel={rejected ? t('rejection.submit') : t('edit.submit')}
        pending={edit.isPending}
        uploadProgress={progress}
        onSubmit={(fields) => {
          setProgress({});
          edit.mutate(fields, { onSuccess: done, onError: (error) => notifyError(t(rejected ? 'rejection.failed' : 'edit.failed'), error) });
        }}
      />
    </Modal>
  );
}
