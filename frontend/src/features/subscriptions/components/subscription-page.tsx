import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { plansQueryOptions } from '../api/plans';
import { useCheckout } from '../checkout/use-checkout';
import type { Buyer } from '../types';
import { CurrentPlanCard } from './current-plan-card';
import { PlanCard } from './plan-card';
import { usePlanPurchase } from './use-plan-purchase';
import { WhyUpgrade } from './why-upgrade';
import './subscription-page.css';

interface SubscriptionPageProps {
  buyer: Buyer | null;
  onActivated: () => Promise<void>;
}

/** /subscription: the current plan, Basic and Premium tabs with their checkout, and why to upgrade. */
export function SubscriptionPage({ buyer, onActivated }: SubscriptionPageProps) {
  const { t } = useTranslation('subscriptions');
  const plans = useQuery(plansQueryOptions);
  const checkout = useCheckout();
  const { buy, processingPlanId } = usePlanPurchase({ buyer, checkout, onActivated });
  const paidPlans = (plans.data ?? []).filter((plan) => plan.id !== 'free');
  const openTab = buyer?.subscriptionTier === 'basic' ? 'premium' : 'basic';

  return (
    <Page title={t('pages.subscription', { ns: 'common' })}>
      <Typography.Paragraph type="secondary" className="subscription-page__lead">
        {t('lead')}
      </Typography.Paragraph>
      <div className="subscription-page__grid">
        <div className="subscription-page__main">
          <CurrentPlanCard buyer={buyer} />
          {plans.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
          {plans.isError && <Alert type="error" showIcon title={t('plansFailed')} />}
          {paidPlans.length > 0 && (
            <Tabs
              defaultActiveKey={openTab}
              size="large"
              items={paidPlans.map((plan) => ({
                key: plan.id,
                label: t(`plans.${plan.id}.name`),
                children: (
                  <PlanCard
                    plan={plan}
                    current={buyer?.subscriptionTier === plan.id}
                    processing={processingPlanId === plan.id}
                    disabled={processingPlanId !== undefined}
                    onChoose={() => buy(plan)}
                  />
                ),
              }))}
            />
          )}
        </div>
        <WhyUpgrade />
      </div>
      {checkout.dialog}
    </Page>
  );
}
