import { RollbackOutlined } from '@ant-design/icons';
import { Alert, Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/use-page-title';
import { PRODUCT_NAME } from '@/config/site';
import { returnPlace } from '../return-place';
import { AuthHighlights } from './auth-highlights';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import './auth-page.css';

interface AuthPageProps {
  /** Runs once the session exists. */
  onSignedIn: () => void;
  /** Where signing in leads back to (a checked path on this site), said in words above the forms. */
  returnTo?: string;
}

/** Sign in or register. */
export function AuthPage({ onSignedIn, returnTo }: AuthPageProps) {
  const { t } = useTranslation('identity');
  usePageTitle(t('pages.auth', { ns: 'common' }));

  return (
    <div className="auth-page">
      <Card className="auth-page__card">
        <Typography.Title level={1} className="auth-page__title">
          {t('auth.title', { product: PRODUCT_NAME })}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('auth.subtitle')}</Typography.Paragraph>
        {returnTo && (
          <Alert
            className="auth-page__return"
            type="info"
            showIcon
            icon={<RollbackOutlined aria-hidden />}
            title={t(`auth.returnTo.${returnPlace(returnTo)}`)}
          />
        )}
        <Tabs
          size="large"
          items={[
            { key: 'login', label: t('auth.tabs.login'), children: <LoginForm onSignedIn={onSignedIn} returnTo={returnTo} /> },
            { key: 'register', label: t('auth.tabs.register'), children: <RegisterForm onSignedIn={onSignedIn} /> },
          ]}
        />
      </Card>
      <AuthHighlights />
    </div>
  );
}
