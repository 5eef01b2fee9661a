import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { App, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/use-page-title';
import { ResetCodeForm, type SentCode } from './reset-code-form';
import { ResetNumberForm } from './reset-number-form';
import './auth-page.css';

interface ResetPasswordPageProps {
  /** Runs once the new password is set and the session exists. */
  onSignedIn: () => void;
  /** Where signing in leads back to, kept for "Back to sign in". */
  returnTo?: string;
}

/** /reset-password: a forgotten password — the number, then the code from the SMS with a new password. */
export function ResetPasswordPage({ onSignedIn, returnTo }: ResetPasswordPageProps) {
  const { t } = useTranslation('identity');
  const { message } = App.useApp();
  usePageTitle(t('forgot.title'));
  const [code, setCode] = useState<SentCode | null>(null);
  const [lastNumber, setLastNumber] = useState<string>();

  const done = () => {
    void message.success(t('forgot.done'));
    onSignedIn();
  };

  return (
    <div className="auth-page auth-page--single">
      <Card className="auth-page__card">
        <Typography.Title level={1} className="auth-page__title">
          {t('forgot.title')}
        </Typography.Title>
        {code ? (
          <ResetCodeForm
            code={code}
            onResent={setCode}
            onChangeNumber={() => {
              setLastNumber(code.mobileNumber);
              setCode(null);
            }}
            onReset={done}
          />
        ) : (
          <ResetNumberForm initialNumber={lastNumber} onSent={(mobileNumber, sent) => setCode({ mobileNumber, sent, at: Date.now() })} />
        )}
        <Link to="/auth" search={returnTo ? { redirect: returnTo } : {}} className="auth-page__back">
          <ArrowLeftOutlined aria-hidden /> {t('forgot.backToSignIn')}
        </Link>
      </Card>
    </div>
  );
}
