import { Link } from '@tanstack/react-router';
import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotification } from '@/components/use-error-notification';
import { formatDateTime } from '@/lib/format-date';
import { AccountSuspendedError } from '../account-suspended-error';
import { useLogin } from '../api/login';
import { normaliseMobileNumber } from '../credential-rules';
import { MobileNumberInput } from './mobile-number-input';
import { SubmitButton } from './submit-button';
import { useCredentialRules } from './use-credential-rules';

interface LoginValues {
  mobileNumber: string;
  password: string;
}

interface LoginFormProps {
  onSignedIn: () => void;
  /** Where signing in leads back to; "Forgot password?" keeps it. */
  returnTo?: string;
}

export function LoginForm({ onSignedIn, returnTo }: LoginFormProps) {
  const { t, i18n } = useTranslation('identity');
  const rules = useCredentialRules();
  const login = useLogin();
  const notifyError = useErrorNotification();
  /** The end of the suspension that refused the last attempt (decisions/0083), shown above the button until the next one. */
  const [suspendedUntil, setSuspendedUntil] = useState<string | null>(null);

  const submit = ({ mobileNumber, password }: LoginValues) => {
    setSuspendedUntil(null);
    login.mutate(
      { mobileNumber: normaliseMobileNumber(mobileNumber) ?? mobileNumber, password },
      {
        onSuccess: onSignedIn,
        onError: (error) => (error instanceof AccountSuspendedError ? setSuspendedUntil(error.suspendedUntil) : notifyError(t('login.failed'), error)),
      },
    );
  };

  return (
    <Form<LoginValues> name="login" layout="vertical" size="large" requiredMark={false} onFinish={submit}>
      <Form.Item name="mobileNumber" label={t('fields.mobileNumber')} rules={rules.mobileNumber}>
        <MobileNumberInput autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label={t('fields.password')} rules={rules.currentPassword}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Link to="/reset-password" search={returnTo ? { redirect: returnTo } : {}} className="auth-page__forgot">
        {t('forgot.link')}
      </Link>
      {suspendedUntil && (
        <Alert
          className="auth-page__suspended"
          type="error"
          showIcon
          role="alert"
          title={t('signIn.title', { ns: 'suspension' })}
          description={t('signIn.until', { ns: 'suspension', date: formatDateTime(suspendedUntil, i18n.language) })}
        />
      )}
      <SubmitButton pending={login.isPending} label={t('login.submit')} pendingLabel={t('login.submitting')} />
    </Form>
  );
}
