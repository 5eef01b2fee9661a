import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorNotification } from '@/components/use-error-notification';
import { useRegister } from '../api/register';
import { normaliseMobileNumber } from '../credential-rules';
import { MobileNumberInput } from './mobile-number-input';
import { SubmitButton } from './submit-button';
import { useCredentialRules } from './use-credential-rules';

interface RegisterValues {
  name: string;
  mobileNumber: string;
  location?: string;
  password: string;
  confirmPassword: string;
}

export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('identity');
  const rules = useCredentialRules();
  const register = useRegister();
  const notifyError = useErrorNotification();

  // confirmPassword only guards against typos and is not sent.
  const submit = ({ name, mobileNumber, location, password }: RegisterValues) =>
    register.mutate(
      {
        name: name.trim(),
        mobileNumber: normaliseMobileNumber(mobileNumber) ?? mobileNumber,
        location: location?.trim() || undefined,
        password,
      },
      { onSuccess: onSignedIn, onError: (error) => notifyError(t('register.failed'), error) },
    );

  return (
    <Form<RegisterValues> name="register" layout="vertical" size="large" requiredMark={false} onFinish={submit}>
      <Form.Item name="name" label={t('fields.fullName')} rules={rules.name}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="mobileNumber" label={t('fields.mobileNumber')} rules={rules.mobileNumber}>
        <MobileNumberInput />
      </Form.Item>
      <Form.Item name="location" label={t('fields.location')} rules={rules.location}>
        <Input autoComplete="address-level2" placeholder={t('fields.locationPlaceholder')} />
      </Form.Item>
      <Form.Item name="password" label={t('fields.password')} rules={rules.newPassword}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('fields.confirmPassword')}
        dependencies={['password']}
        rules={rules.confirmPassword}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <SubmitButton
        pending={register.isPending}
        label={t('register.submit')}
        pendingLabel={t('register.submitting')}
      />
    </Form>
  );
}
