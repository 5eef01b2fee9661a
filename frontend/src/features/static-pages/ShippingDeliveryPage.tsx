import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { readSections } from './content';
import { PolicyDocument } from './PolicyDocument';
import { StaticPageLayout } from './StaticPageLayout';
import { QuestionsCard } from './SupportLinks';

export function ShippingDeliveryPage() {
  const { t } = useTranslation('static');
  const title = t('shippingDelivery.title');
  usePageTitle(title);

  return (
    <StaticPageLayout
      title={title}
      updated={t('shippingDelivery.updated')}
      lead={t('shippingDelivery.lead')}
    >
      <PolicyDocument
        idPrefix="shipping"
        sections={readSections(t('shippingDelivery.sections', { returnObjects: true }))}
      />
      <QuestionsCard />
    </StaticPageLayout>
  );
}
