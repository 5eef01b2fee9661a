import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/use-page-title';
import { readSections } from './content';
import { PolicyDocument } from './policy-document';
import { StaticPageLayout } from './static-page-layout';
import { QuestionsCard } from './support-links';

export function PrivacyPage() {
  const { t } = useTranslation('static');
  const title = t('privacy.title');
  usePageTitle(title);

  return (
    <StaticPageLayout title={title} updated={t('privacy.updated')} lead={t('privacy.lead')}>
      <PolicyDocument
        idPrefix="privacy"
        sections={readSections(t('privacy.sections', { returnObjects: true }))}
      />
      <QuestionsCard />
    </StaticPageLayout>
  );
}
