import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorNotification } from '@/components/use-error-notification';
import { useCodeProblemMessage } from '@/components/use-code-problem-message';
import { type CodeSent, useSendResetCode } from '../api/password-reset';
import { normaliseMobileNumber } from '../credential-rules';
import { MobileNumberInput } from './mobile-number-input';
import { SubmitButton } from './submit-button';
import { useCredentialRules } from './use-credential-rules';

interface ResetNumberFormProps {
  initialNumber?: string;
  onSent: (mobileNumber: string, sent: CodeSent) => void;
}

/** The first step of a reset: the account's number, to which a code is sent. */
export function ResetNumberForm({ initialNumber, onSent }: ResetNumberFormProps) {
  const { t } = useTranslation('identity');
  const rules = useCredentialRules();
  const sendCode = useSendResetCode();
  const notifyError = useErrorNotification();
  const codeProblemMessage = useCodeProblemMessage();

  const submit = ({ mobileNumber }: { mobileNumber: string }) => {
    const number = normaliseMobileNumber(mobileNumber) ?? mobileNumber;
    sendCode.mutate(number, {
      onSuccess: (sent) => onSent(number, sent),
      onError: (error) => notifyError(t('code.sendFailed'), codeProblemMessage(error) ? new Error(codeProblemMessage(error)!) : error),
    });
  };

  return (
    <Form<{ mobileNumber: string }> name="reset-number" layout="vertical" size="large" requiredMark={false} onFinish={submit} initialValues={{ mobileNumber: initialNumber }}>
      <Typography.Paragraph type="secondary">{t('forgot.numberIntro')}</Typography.Paragraph>
      <Form.Item name="mobileNumber" label={t('fields.mobileNumber')} rules={rules.mobileNumber}>
        <MobileNumberInput autoComplete="username" />
      </Form.Item>
      <SubmitButton pending={sendCode.isPending} label={t('forgot.sendCode')} pendingLabel={t('forgot.sending')} />
    </Form>
  );
}
