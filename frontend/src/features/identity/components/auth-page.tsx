import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/app/use-page-title';
import { PRODUCT_NAME } from '@/config/site';
import { AuthHighlights } from './auth-highlights';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import './auth-page.css';

/** Sign in or register; `onSignedIn` runs once the session exists. */
export function AuthPage({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('identity');
  usePageTitle(t('pages.auth', { ns: 'common' }));

  return (
    <div className="auth-page">
      <Card className="auth-page__card">
        <Typography.Title level={1} className="auth-page__title">
          {t('auth.title', { product: PRODUCT_NAME })}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('auth.subtitle')}</Typography.Paragraph>
        <Tabs
          size="large"
          items={[
            { key: 'login', label: t('auth.tabs.login'), children: <LoginForm onSignedIn={onSignedIn} /> },
            { key: 'register', label: t('auth.tabs.register'), children: <RegisterForm onSignedIn={onSignedIn} /> },
          ]}
        />
      </Card>
      <AuthHighlights />
    </div>
  );
}
