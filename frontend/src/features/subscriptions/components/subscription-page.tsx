import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { formatDate } from '@/lib/format-date';
import { plansQueryOptions } from '../api/plans';
import { useCheckout } from '../checkout/use-checkout';
import { isBelowPlan, planToOpen } from '../plan-ladder';
import type { SubscriptionSearch } from '../subscription-search';
import { type Buyer, isPaidPlanId, type Plan } from '../types';
import { CurrentPlanCard } from './current-plan-card';
import { PlanActivated } from './plan-activated';
import { PlanCard } from './plan-card';
import { usePlanPurchase } from './use-plan-purchase';
import { WhyUpgrade } from './why-upgrade';
import './subscription-page.css';

interface SubscriptionPageProps {
  buyer: Buyer | null;
  /** What an upgrade link asked for (?plan=premium&from=offer&conversation=12). */
  search: SubscriptionSearch;
  onActivated: () => Promise<void>;
}

/**
 * /subscription: the current plan, Basic and Premium tabs with their checkout (the tab the user
 * needs open), Free/Basic/Premium compared in Why Upgrade, and the next step once a plan is active.
 */
export function SubscriptionPage({ buyer, search, onActivated }: SubscriptionPageProps) {
  const { t, i18n } = useTranslation('subscriptions');
  const plans = useQuery(plansQueryOptions);
  const checkout = useCheckout();
  const { buy, processingPlanId, activation } = usePlanPurchase({ buyer, checkout, onActivated });
  const tier = buyer?.subscriptionTier ?? 'free';
  const paidPlans = (plans.data ?? []).filter((plan) => isPaidPlanId(plan.id));
  const openTab = planToOpen(tier, search.plan);

  const unavailable = (plan: Plan) => {
    if (!buyer || !isPaidPlanId(plan.id) || !isBelowPlan(plan.id, tier)) return undefined;
    const names = { plan: t(`plans.${plan.id}.name`), active: t(`plans.${tier}.name`) };
    return {
      label: t('plan.included', names),
      reason: buyer.subscriptionExpiresAt
        ? t('plan.includedUntil', { ...names, date: formatDate(buyer.subscriptionExpiresAt, i18n.language) })
        : t('plan.includedNoDate', names),
    };
  };

  return (
    <Page title={t('pages.subscription', { ns: 'common' })}>
      <Typography.Paragraph type="secondary" className="subscription-page__lead">
        {t('lead')}
      </Typography.Paragraph>
      <div className="subscription-page__grid">
        <div className="subscription-page__main">
          {activation && <PlanActivated activation={activation} search={search} />}
          <CurrentPlanCard buyer={buyer} />
          {search.from && !activation && <Alert type="info" showIcon title={t(`needs.${search.from}`)} />}
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
                    unavailable={unavailable(plan)}
                    onChoose={() => buy(plan)}
                  />
                ),
              }))}
            />
          )}
        </div>
        <WhyUpgrade plans={plans.data ?? []} />
      </div>
      {checkout.dialog}
    </Page>
  );
}
