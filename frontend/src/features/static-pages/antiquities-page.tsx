import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/use-page-title';
import { readSections } from './content';
import { PolicyDocument } from './policy-document';
import { StaticPageLayout } from './static-page-layout';
import { QuestionsCard } from './support-links';

/**
 * Antiquities and the Law: what India's Antiquities and Art Treasures Act, 1972 says about coins over
 * 100 years old (no export, registration, dealers' licences), what Sikka does, and that it is not legal
 * advice. The antiquity notice on the listing form and on coin pages links here.
 */
export function AntiquitiesPage() {
  const { t } = useTranslation('static');
  const title = t('antiquities.title');
  usePageTitle(title);

  return (
    <StaticPageLayout title={title} lead={t('antiquities.lead')}>
      <PolicyDocument idPrefix="antiquities" sections={readSections(t('antiquities.sections', { returnObjects: true }))} />
      <QuestionsCard />
    </StaticPageLayout>
  );
}
