import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { createOrder } from '../api/create-order';
import { paymentConfigQueryOptions } from '../api/payment-config';
import { verifyPayment } from '../api/verify-payment';
import { useCheckout } from '../checkout/use-checkout';
import type { Buyer } from '../types';
import './payment-test-page.css';

const QUICK_AMOUNTS = [199, 799] as const;

/** /payment-test: pays any amount through the same checkout and verification as the plans. */
export function PaymentTestPage({ buyer }: { buyer: Buyer | null }) {
  const { t } = useTranslation('subscriptions');
  const { notification } = App.useApp();
  const checkout = useCheckout();
  const config = useQuery(paymentConfigQueryOptions);
  const [amount, setAmount] = useState<number | null>(199);

  const pay = useMutation({
    mutationFn: async (rupees: number) => {
      try {
        await checkout.prepare();
      } catch {
        return notification.error({ title: t('test.sdkFailed') });
      }
      const order = await createOrder(rupees);
      const outcome = await checkout.open({ order, description: t('test.description'), buyer });
      if (outcome.status === 'cancelled') return notification.warning({ title: t('test.cancelled') });
      if (outcome.status === 'failed') return notification.error({ title: t('test.failed') });
      const payment = await verifyPayment(outcome.result);
      notification.success({ title: t('test.success'), description: t('test.paymentId', { id: payment.paymentId }) });
    },
    onError: (error) => notification.error({ title: t('test.failed'), description: error.message }),
  });

  const submit = () => {
    if (!buyer) return notification.error({ title: t('toast.signIn.title'), description: t('test.signIn') });
    if (amount && amount >= 1) pay.mutate(amount);
  };

  return (
    <Page title={t('pages.paymentTest', { ns: 'common' })}>
      <div className="payment-test">
        <Card className="payment-test__card">
          <Form layout="vertical" size="large" onFinish={submit} requiredMark={false}>
            <Form.Item label={t('test.amount')} htmlFor="payment-test-amount" required>
              <InputNumber<number>
                id="payment-test-amount"
                min={1}
                precision={0}
                value={amount}
                onChange={setAmount}
                prefix="₹"
                className="payment-test__amount"
              />
            </Form.Item>
            <Space wrap className="payment-test__quick">
              {QUICK_AMOUNTS.map((quick) => (
                <Button key={quick} onClick={() => setAmount(quick)} aria-pressed={amount === quick}>
                  ₹{quick}
                </Button>
              ))}
            </Space>
            <Button type="primary" htmlType="submit" block loading={pay.isPending} disabled={!amount || amount < 1}>
              {pay.isPending ? t('plan.processing') : t('test.pay', { amount: amount ?? 0 })}
            </Button>
          </Form>
        </Card>
        <Card className="payment-test__info" title={<h2 className="payment-test__info-title">{t('test.info.title')}</h2>}>
          <Alert
            type={config.data?.mode === 'razorpay' ? 'warning' : 'info'}
            showIcon
            title={config.data?.mode === 'razorpay' ? t('test.info.razorpay') : t('test.info.sandbox')}
          />
          <Typography.Paragraph className="payment-test__info-text">{t('test.info.cards')}</Typography.Paragraph>
          <ul className="payment-test__info-list">
            <li>{t('test.info.card')}</li>
            <li>{t('test.info.upi')}</li>
            <li>{t('test.info.failure')}</li>
          </ul>
        </Card>
      </div>
      {checkout.dialog}
    </Page>
  );
}
