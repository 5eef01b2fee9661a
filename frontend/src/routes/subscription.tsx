import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';

export const Route = createFileRoute('/subscription')({
  component: SubscriptionRoute,
});

function SubscriptionRoute() {
  const { t } = useTranslation('common');
  return <Page title={t('pages.subscription')} />;
}
