import { CrownOutlined } from '@ant-design/icons';
import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import type { Buyer } from '../types';

/** The plan the user has now: Free, or the paid plan with an Active badge and its end date. */
export function CurrentPlanCard({ buyer }: { buyer: Buyer | null }) {
  const { t, i18n } = useTranslation('subscriptions');
  const tier = buyer?.subscriptionTier ?? 'free';
  const paid = tier !== 'free';

  return (
    <Card className="current-plan-card" size="small">
      <div className="current-plan-card__row">
        <CrownOutlined className="current-plan-card__icon" aria-hidden />
        <div>
          <Typography.Text type="secondary">{t('current.label')}</Typography.Text>
          <div className="current-plan-card__name">
            <Typography.Title level={2} className="current-plan-card__title">
              {t(`plans.${tier}.name`)}
            </Typography.Title>
            <Tag color={paid ? 'green' : 'default'}>{paid ? t('current.active') : t('current.free')}</Tag>
          </div>
          <Typography.Text type="secondary">
            {paid && buyer?.subscriptionExpiresAt
              ? t('current.renews', { date: formatDate(buyer.subscriptionExpiresAt, i18n.language) })
              : buyer
                ? t('current.freeHint')
                : t('current.signedOutHint')}
          </Typography.Text>
        </div>
      </div>
    </Card>
  );
}
