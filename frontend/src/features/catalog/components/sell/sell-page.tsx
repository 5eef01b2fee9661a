import { useNavigate } from '@tanstack/react-router';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { missingFacesHint } from '@/components/coin/photos/use-photo-rules';
import type { PhotoUploadProgress } from '@/components/coin/photos/upload-progress';
import { Page } from '@/components/page';
import { useErrorNotification } from '@/components/use-error-notification';
import { useCreateCoin } from '../../api/create-coin';
import { canSell, type Viewer } from '../../viewer';
import { RbiScamAlert } from '../scam-warning/rbi-scam-alert';
import { ListingForm } from './listing-form';
import { SubscriptionRequired } from './subscription-required';

interface SellPageProps {
  viewer: NonNullable<Viewer>;
  /** Called after a listing was created (the user's monthly count changed). */
  onCreated: () => void;
}

/**
 * /sell: the listing form for sellers with a plan (location filled in from their profile); the
 * Subscription Required card for free users. After submitting, the seller lands on Manage Listings
 * with the new listing highlighted as Pending Review (decisions/0040). Above either, the warning
 * against the "RBI buys old coins" scam, whose victims are people who want to sell a coin.
 */
export function SellPage({ viewer, onCreated }: SellPageProps) {
  const { t } = useTranslation('catalog');
  const [progress, setProgress] = useState<PhotoUploadProgress>({});
  const create = useCreateCoin(setProgress);
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const notifyError = useErrorNotification();
  const initialValues = useMemo(() => (viewer.location ? { location: viewer.location } : undefined), [viewer.location]);

  const submit = (fields: Parameters<typeof create.mutate>[0]) => {
    setProgress({});
    create.mutate(fields, {
      onSuccess: (coin) => {
        // The form's hint about both faces is gone with the form: the toast says it once more.
        const withoutFaces = missingFacesHint(fields.photos) !== null;
        const description = withoutFaces ? (
          <>
            <div>{t('sell.success.description')}</div>
            <div>{t('sentWithoutFaces', { ns: 'photo-upload' })}</div>
          </>
        ) : (
          t('sell.success.description')
        );
        notification.success({ title: t('sell.success.title'), description });
        onCreated();
        void navigate({ to: '/my-listings', search: { highlight: coin.id } });
      },
      onError: (error) => notifyError(t('sell.failed'), error),
    });
  };

  return (
    <Page title={t('pages.sell', { ns: 'common' })}>
      <RbiScamAlert />
      {canSell(viewer) ? (
        <ListingForm
          name="sell"
          initialValues={initialValues}
          submitLabel={t('sell.submit')}
          pending={create.isPending}
          uploadProgress={progress}
          onSubmit={submit}
          confirmGenuine
          serverError={create.error}
        />
      ) : (
        <SubscriptionRequired />
      )}
    </Page>
  );
}
