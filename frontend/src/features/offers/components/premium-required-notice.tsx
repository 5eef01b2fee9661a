import { CrownOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';

/** Told to sellers without Premium, who see offers but cannot act on them, and to buyers without it who have a counter-offer to answer. */
export function PremiumRequiredNotice({ side = 'seller' }: { side?: 'seller' | 'buyer' }) {
  const { t } = useTranslation('offers');
  return (
    <Alert
      type="warning"
      showIcon
      icon={<CrownOutlined aria-hidden />}
      title={side === 'seller' ? t('premiumRequired') : t('premiumRequiredBuyer')}
      action={
        <ButtonLink to="/subscription" search={{ plan: 'premium', from: 'decide' }} color="primary" variant="solid" size="small">
          {t('upgradeToPremium')}
        </ButtonLink>
      }
    />
  );
}
