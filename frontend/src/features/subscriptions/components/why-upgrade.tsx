import { SafetyCertificateOutlined, ShopOutlined, TagsOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../types';
import { PlanComparison } from './plan-comparison';

const REASONS: { key: string; icon: ReactNode }[] = [
  { key: 'sell', icon: <ShopOutlined aria-hidden /> },
  { key: 'offers', icon: <TagsOutlined aria-hidden /> },
  { key: 'trust', icon: <SafetyCertificateOutlined aria-hidden /> },
  { key: 'support', icon: <ThunderboltOutlined aria-hidden /> },
];

/** The Why Upgrade block beside (or below, on phones) the plans: Free, Basic and Premium side by side, and the reasons. */
export function WhyUpgrade({ plans }: { plans: readonly Plan[] }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Card className="why-upgrade" title={<h2 className="why-upgrade__title">{t('why.title')}</h2>}>
      {plans.length > 0 && <PlanComparison plans={plans} />}
      <ul className="why-upgrade__list">
        {REASONS.map(({ key, icon }) => (
          <li key={key} className="why-upgrade__item">
            <span className="why-upgrade__icon">{icon}</span>
            <div>
              <Typography.Text strong>{t(`why.${key}.title`)}</Typography.Text>
              <Typography.Paragraph type="secondary" className="why-upgrade__text">
                {t(`why.${key}.text`)}
              </Typography.Paragraph>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
