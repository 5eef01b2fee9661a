import { CrownOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** "Verified seller": a verified phone, 3 completed deals, 4.5 stars or more and 30 days on Sikka (decisions/0081). */
export function VerifiedSellerBadge() {
  const { t } = useTranslation('reviews');
  return (
    <Tooltip title={t('verifiedSeller.hint')}>
      <Tag color="gold" icon={<CrownOutlined aria-hidden />} className="verified-seller-badge" data-testid="verified-seller-badge">
        {t('verifiedSeller.badge')}
      </Tag>
    </Tooltip>
  );
}
