import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/use-page-title';
import { readSections } from './content';
import { PolicyDocument } from './policy-document';
import { StaticPageLayout } from './static-page-layout';
import { QuestionsCard } from './support-links';

export function DisclaimerPage() {
  const { t } = useTranslation('static');
  const title = t('disclaimer.title');
  usePageTitle(title);

  return (
    <StaticPageLayout title={title} updated={t('disclaimer.updated')} lead={t('disclaimer.lead')}>
      <PolicyDocument
        idPrefix="disclaimer"
        sections={readSections(t('disclaimer.sections', { returnObjects: true }))}
      />
      <QuestionsCard />
    </StaticPageLayout>
  );
}
