import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { createOrder } from '../api/create-order';
import { subscribe } from '../api/subscribe';
import { verifyPayment } from '../api/verify-payment';
import type { Checkout } from '../checkout/use-checkout';
import { type Buyer, isPaidPlanId, type PaidPlanId, type Plan } from '../types';

/** A plan that just became active, and the plan the user had before it. */
export interface Activation {
  planId: PaidPlanId;
  previousTier: Buyer['subscriptionTier'];
}

/** Where the purchase stopped, so the right toast of spec §8 can be shown. */
class PurchaseStopped extends Error {
  constructor(readonly reason: 'gateway' | 'order' | 'cancelled' | 'failed' | 'verification') {
    super(reason);
  }
}

async function step<T>(work: Promise<T>, reason: PurchaseStopped['reason']): Promise<T> {
  try {
    return await work;
  } catch {
    throw new PurchaseStopped(reason);
  }
}

interface PlanPurchaseOptions {
  buyer: Buyer | null;
  checkout: Checkout;
  /** Refreshes the user's data once a plan is active. */
  onActivated: () => Promise<void>;
}

/** spec §4 "Payment flow": plan chosen, gateway loaded, order created, checkout, verified and activated. */
export function usePlanPurchase({ buyer, checkout, onActivated }: PlanPurchaseOptions) {
  const { t } = useTranslation('subscriptions');
  const { notification } = App.useApp();

  const purchase = useMutation({
    mutationFn: async (plan: Plan) => {
      if (!isPaidPlanId(plan.id)) throw new PurchaseStopped('order');
      const activation: Activation = { planId: plan.id, previousTier: buyer?.subscriptionTier ?? 'free' };
      const planName = t(`plans.${plan.id}.name`);
      await step(checkout.prepare(), 'gateway');
      const order = await step(createOrder(plan.price, plan.id), 'order');
      const outcome = await checkout.open({ order, description: t('checkoutDescription', { plan: planName }), buyer });
      if (outcome.status !== 'paid') throw new PurchaseStopped(outcome.status);
      await step(verifyPayment(outcome.result), 'verification');
      await step(subscribe(plan.id, outcome.result.razorpay_payment_id), 'verification');
      await onActivated();
      return { planName, activation };
    },
    onSuccess: ({ planName }) => notification.success({ title: t('toast.activated.title'), description: t('toast.activated.description', { plan: planName }) }),
    onError: (error) => {
      const reason = error instanceof PurchaseStopped ? error.reason : 'order';
      if (reason === 'cancelled') {
        notification.warning({ title: t('toast.cancelled.title'), description: t('toast.cancelled.description') });
      } else {
        notification.error({ title: t(`toast.${reason}.title`), description: t(`toast.${reason}.description`) });
      }
    },
  });

  const buy = (plan: Plan | undefined) => {
    if (!buyer) {
      notification.error({ title: t('toast.signIn.title'), description: t('toast.signIn.description') });
    } else if (!plan || !isPaidPlanId(plan.id)) {
      notification.error({ title: t('toast.invalidPlan.title'), description: t('toast.invalidPlan.description') });
    } else if (buyer.subscriptionTier === plan.id) {
      notification.error({ title: t('toast.alreadySubscribed.title'), description: t('toast.alreadySubscribed.description') });
    } else {
      purchase.mutate(plan);
    }
  };

  return {
    buy,
    processingPlanId: purchase.isPending ? purchase.variables?.id : undefined,
    activation: purchase.isSuccess ? purchase.data.activation : undefined,
  };
}
