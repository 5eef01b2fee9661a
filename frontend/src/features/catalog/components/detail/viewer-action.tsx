import { LockOutlined, UnlockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Popconfirm, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { useErrorNotification } from '@/components/use-error-notification';
import { useReleaseReservation } from '../../api/release-reservation';
import type { Coin } from '../../types';
import type { Viewer } from '../../viewer';
import { MarkSoldButton } from '../listings/listing-actions';

interface ViewerActionProps {
  coin: Coin;
  viewer: Viewer;
  /** Message Seller, from the messaging feature (a visitor is sent to sign in there). */
  messageSeller: (coin: Coin) => ReactNode;
}

/** While reserved, the seller marks it sold or releases the reservation (after confirming). */
function ReservedOwnListing({ coin }: { coin: Coin }) {
  const { t } = useTranslation('catalog');
  const release = useReleaseReservation();
  const { notification } = App.useApp();
  const notifyError = useErrorNotification();
  const run = () =>
    release.mutate(coin.id, {
      onSuccess: () => notification.success({ title: t('detail.released') }),
      onError: (error) => notifyError(t('detail.releaseFailed'), error),
    });
  return (
    <Flex vertical gap={8}>
      <Alert type="info" showIcon icon={<LockOutlined aria-hidden />} title={t('detail.reservedOwn')} />
      <Flex gap={8} wrap>
        <MarkSoldButton coin={coin} />
        <Popconfirm title={t('detail.releaseConfirm')} onConfirm={run} okText={t('detail.releaseReservation')}>
          <Button icon={<UnlockOutlined aria-hidden />} loading={release.isPending}>
            {t('detail.releaseReservation')}
          </Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}

/**
 * The owner sees "This is your listing" and a way to their profile (and, while an accepted offer
 * reserves it, Mark as Sold and Release reservation); everyone else Message Seller, told when it is reserved.
 */
export function ViewerAction({ coin, viewer, messageSeller }: ViewerActionProps) {
  const { t } = useTranslation('catalog');
  const reserved = coin.isReserved && !coin.isSold;
  if (viewer?.id !== coin.sellerId) {
    return (
      <Flex vertical gap={8}>
        {reserved && <Alert type="info" showIcon icon={<LockOutlined aria-hidden />} title={t('detail.reservedForBuyer')} />}
        {messageSeller(coin)}
      </Flex>
    );
  }
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{t('detail.ownListing')}</Typography.Text>
      {reserved && <ReservedOwnListing coin={coin} />}
      <ButtonLink to="/profile" icon={<UserOutlined aria-hidden />} block>
        {t('detail.goToProfile')}
      </ButtonLink>
    </Flex>
  );
}
