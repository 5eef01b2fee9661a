import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** "Phone verified": the person's number was confirmed with a code sent to it by SMS (Identity's words, identity.json). */
export function PhoneVerifiedBadge() {
  const { t } = useTranslation('identity');
  return (
    <Tooltip title={t('phoneVerified.hint')}>
      <Tag color="green" icon={<SafetyCertificateOutlined aria-hidden />} className="phone-verified-badge" data-testid="phone-verified-badge">
        {t('phoneVerified.badge')}
      </Tag>
    </Tooltip>
  );
}
