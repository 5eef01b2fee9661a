import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/use-page-title';
import { readSections } from './content';
import { PolicyDocument } from './policy-document';
import { StaticPageLayout } from './static-page-layout';
import { QuestionsCard } from './support-links';

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
