import { UserOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import type { Coin } from '../../types';
import type { Viewer } from '../../viewer';

interface ViewerActionProps {
  coin: Coin;
  viewer: Viewer;
  /** Message Seller, from the messaging feature (a visitor is sent to sign in there). */
  messageSeller: (coin: Coin) => ReactNode;
}

/** The owner sees "This is your listing" and a way to their profile; everyone else Message Seller. */
export function ViewerAction({ coin, viewer, messageSeller }: ViewerActionProps) {
  const { t } = useTranslation('catalog');
  if (viewer?.id !== coin.sellerId) return messageSeller(coin);
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{t('detail.ownListing')}</Typography.Text>
      <ButtonLink to="/profile" icon={<UserOutlined aria-hidden />} block>
        {t('detail.goToProfile')}
      </ButtonLink>
    </Flex>
  );
}
