import { Alert, Button, Descriptions, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@/lib/format-inr';
import { paySandboxOrder } from '../api/pay-sandbox-order';
import type { CheckoutOutcome } from '../types';
import type { CheckoutRequest } from './razorpay-checkout';
import './sandbox-checkout-dialog.css';

interface SandboxCheckoutDialogProps {
  request: CheckoutRequest;
  onDone: (outcome: CheckoutOutcome) => void;
}

/** Stands in for Razorpay's checkout when the server runs without Razorpay keys: pay, fail or cancel. */
export function SandboxCheckoutDialog({ request, onDone }: SandboxCheckoutDialogProps) {
  const { t } = useTranslation('subscriptions');
  const [paying, setPaying] = useState(false);
  const { order, description, buyer } = request;

  const pay = async () => {
    setPaying(true);
    try {
      onDone({ status: 'paid', result: await paySandboxOrder(order.id) });
    } catch {
      onDone({ status: 'failed' });
    }
  };

  return (
    <Modal
      open
      title={t('sandbox.title')}
      onCancel={() => onDone({ status: 'cancelled' })}
      maskClosable={false}
      footer={
        <Space wrap>
          <Button onClick={() => onDone({ status: 'cancelled' })} disabled={paying}>
            {t('sandbox.cancel')}
          </Button>
          <Button danger onClick={() => onDone({ status: 'failed' })} disabled={paying}>
            {t('sandbox.fail')}
          </Button>
          <Button type="primary" onClick={() => void pay()} loading={paying}>
            {t('sandbox.pay', { amount: formatInr(order.amount / 100) })}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon title={t('sandbox.notice')} />
      <Descriptions column={1} size="small" className="sandbox-checkout__details">
        <Descriptions.Item label={t('sandbox.item')}>{description}</Descriptions.Item>
        <Descriptions.Item label={t('sandbox.amount')}>{formatInr(order.amount / 100)}</Descriptions.Item>
        <Descriptions.Item label={t('sandbox.order')}>{order.id}</Descriptions.Item>
        {buyer && <Descriptions.Item label={t('sandbox.contact')}>+91 {buyer.mobileNumber}</Descriptions.Item>}
      </Descriptions>
    </Modal>
  );
}
