import { CompassOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { StatusMessage } from '@/components/status-message';
import { usePageTitle } from '@/components/use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('pages.notFound'));
  return (
    <StatusMessage
      level={1}
      framed={false}
      icon={<CompassOutlined aria-hidden />}
      title={t('notFound.title')}
      description={t('notFound.hint')}
      extra={
        <ButtonLink to="/" color="primary" variant="solid" size="large">
          {t('actions.backToHome')}
        </ButtonLink>
      }
    />
  );
}
