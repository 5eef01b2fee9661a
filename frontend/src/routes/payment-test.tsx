import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';

export const Route = createFileRoute('/payment-test')({
  component: PaymentTestRoute,
});

function PaymentTestRoute() {
  const { t } = useTranslation('common');
  return <Page title={t('pages.paymentTest')} />;
}
