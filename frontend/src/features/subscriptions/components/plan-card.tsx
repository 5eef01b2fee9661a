import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@/lib/format-inr';
import type { Plan } from '../types';

interface PlanCardProps {
  plan: Plan;
  current: boolean;
  processing: boolean;
  disabled: boolean;
  /** Why the plan cannot be taken now (a higher plan is active); the button is disabled and says so. */
  unavailable?: { label: string; reason: string };
  onChoose: () => void;
}

/** One plan: price per month, its features in the interface language, and the button to take it. */
export function PlanCard({ plan, current, processing, disabled, unavailable, onChoose }: PlanCardProps) {
  const { t } = useTranslation('subscriptions');
  const features = t(`plans.${plan.id}.features`, { returnObjects: true }) as string[];
  const label = current
    ? t('plan.current')
    : unavailable
      ? unavailable.label
      : processing
        ? t('plan.processing')
        : t('plan.choose', { plan: t(`plans.${plan.id}.name`) });
  const reasonId = `plan-card-${plan.id}-unavailable`;

  return (
    <Card className={`plan-card plan-card--${plan.id}`}>
      <Typography.Title level={2} className="plan-card__name">
        {t(`plans.${plan.id}.name`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(`plans.${plan.id}.tagline`)}</Typography.Paragraph>
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatInr(plan.price)}</span>
        <span className="plan-card__period">{t('plan.perMonth')}</span>
      </p>
      <ul className="plan-card__features" aria-label={t('plan.features')}>
        {features.map((feature) => (
          <li key={feature}>
            <CheckOutlined className="plan-card__check" aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button
        type="primary"
        size="large"
        block
        disabled={current || disabled || unavailable !== undefined}
        loading={processing}
        onClick={onChoose}
        aria-describedby={unavailable ? reasonId : undefined}
      >
        {label}
      </Button>
      {unavailable && (
        <Typography.Paragraph type="secondary" className="plan-card__unavailable" id={reasonId}>
          {unavailable.reason}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
