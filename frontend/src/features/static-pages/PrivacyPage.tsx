import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { readSections } from './content';
import { PolicyDocument } from './PolicyDocument';
import { StaticPageLayout } from './StaticPageLayout';
import { QuestionsCard } from './SupportLinks';

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
