import { AppstoreOutlined, CrownOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { StatusMessage } from '@/components/status-message';

/** What a free user sees instead of the listing form. */
export function SubscriptionRequired() {
  const { t } = useTranslation('catalog');
  return (
    <StatusMessage
      icon={<CrownOutlined aria-hidden />}
      title={t('sell.subscriptionRequired.title')}
      description={t('sell.subscriptionRequired.description')}
      extra={
        <Flex vertical gap={8} align="center">
          <ButtonLink to="/subscription" search={{ plan: 'basic', from: 'sell' }} color="primary" variant="solid" size="large" icon={<CrownOutlined aria-hidden />}>
            {t('sell.subscriptionRequired.upgrade')}
          </ButtonLink>
          <ButtonLink to="/" size="large" icon={<AppstoreOutlined aria-hidden />}>
            {t('sell.subscriptionRequired.browse')}
          </ButtonLink>
        </Flex>
      }
    />
  );
}
