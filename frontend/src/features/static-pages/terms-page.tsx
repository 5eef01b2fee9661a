import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/use-page-title';
import { readSections } from './content';
import { PolicyDocument } from './policy-document';
import { StaticPageLayout } from './static-page-layout';
import { QuestionsCard } from './support-links';

export function TermsPage() {
  const { t } = useTranslation('static');
  const title = t('terms.title');
  usePageTitle(title);

  return (
    <StaticPageLayout title={title} updated={t('terms.updated')} lead={t('terms.lead')}>
      <PolicyDocument
        idPrefix="terms"
        sections={readSections(t('terms.sections', { returnObjects: true }))}
      />
      <QuestionsCard />
    </StaticPageLayout>
  );
}
