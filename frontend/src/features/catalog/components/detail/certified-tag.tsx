import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Certification } from '@/api/coin-identity';
import { useIdentityLabels } from '@/components/coin/identity/use-identity-labels';

/** "Certified" beside a graded coin's price, naming the service to those who point at it. */
export function CertifiedTag({ certification }: { certification: Certification }) {
  const { t } = useTranslation('coin-identity');
  const labels = useIdentityLabels();
  return (
    <Tag color="green" icon={<SafetyCertificateOutlined aria-hidden />} title={t('badges.certifiedBy', { service: labels.service(certification) })}>
      {t('badges.certified')}
    </Tag>
  );
}
