import { CompassOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { usePageTitle } from '../use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('pages.notFound'));
  return (
    <Result
      icon={<CompassOutlined aria-hidden />}
      title={<h1 className="result-title">{t('notFound.title')}</h1>}
      subTitle={t('notFound.hint')}
      extra={
        <ButtonLink to="/" color="primary" variant="solid" size="large">
          {t('actions.backToHome')}
        </ButtonLink>
      }
    />
  );
}
