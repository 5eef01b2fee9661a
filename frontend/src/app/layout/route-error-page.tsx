import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { usePageTitle } from '@/components/use-page-title';

/** Shown when a screen's data cannot be loaded, for example when the server is unreachable. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  usePageTitle(t('pages.error'));
  return (
    <Result
      status="warning"
      title={<h1 className="result-title">{t('pages.error')}</h1>}
      subTitle={
        <>
          <p>{t('routeError.hint')}</p>
          {error instanceof Error && <p>{error.message}</p>}
        </>
      }
      extra={[
        <Button key="retry" type="primary" onClick={() => void router.invalidate()}>
          {t('actions.tryAgain')}
        </Button>,
        <ButtonLink key="home" to="/">
          {t('actions.backToHome')}
        </ButtonLink>,
      ]}
    />
  );
}
