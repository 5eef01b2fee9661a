import { Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OneTimeCodeField } from '@/components/one-time-code-field';
import { ResendCodeButton } from '@/components/resend-code-button';
import { SmsSandboxInbox } from '@/components/sms-sandbox-inbox';
import { useCodeProblemMessage } from '@/components/use-code-problem-message';
import { useErrorNotification } from '@/components/use-error-notification';
import { type CodeSent, useResetPassword, useSendResetCode } from '../api/password-reset';
import { SubmitButton } from './submit-button';
import { useCredentialRules } from './use-credential-rules';

export interface SentCode {
  mobileNumber: string;
  sent: CodeSent;
  /** When it was asked for (ms since the epoch). */
  at: number;
}

interface ResetCodeFormProps {
  code: SentCode;
  onResent: (code: SentCode) => void;
  onChangeNumber: () => void;
  onReset: () => void;
}

interface ResetValues {
  code: string;
  password: string;
  confirmPassword: string;
}

/** The second step: the code from the SMS and the new password (the rules of registration), then signed in. */
export function ResetCodeForm({ code, onResent, onChangeNumber, onReset }: ResetCodeFormProps) {
  const { t } = useTranslation('identity');
  const rules = useCredentialRules();
  const [form] = Form.useForm<ResetValues>();
  const reset = useResetPassword();
  const resend = useSendResetCode();
  const notifyError = useErrorNotification();
  const codeProblemMessage = useCodeProblemMessage();
  const { mobileNumber } = code;

  const submit = ({ code: typed, password }: ResetValues) =>
    reset.mutate(
      { mobileNumber, code: typed.replace(/[\s-]/g, ''), newPassword: password },
      {
        onSuccess: onReset,
        onError: (error) => {
          const message = codeProblemMessage(error);
          if (message) form.setFields([{ name: 'code', errors: [message] }]);
          else notifyError(t('forgot.failed'), error);
        },
      },
    );

  const sendAgain = () =>
    resend.mutate(mobileNumber, {
      onSuccess: (sent) => {
        form.setFields([{ name: 'code', value: '', errors: [] }]);
        onResent({ mobileNumber, sent, at: Date.now() });
      },
      onError: (error) => notifyError(t('code.sendFailed'), codeProblemMessage(error) ? new Error(codeProblemMessage(error)!) : error),
    });

  return (
    <Form<ResetValues> form={form} name="reset-password" layout="vertical" size="large" requiredMark={false} onFinish={submit}>
      <Typography.Paragraph type="secondary">{t('forgot.codeIntro', { mobileNumber })}</Typography.Paragraph>
      {code.sent.delivery === 'sandbox' && <SmsSandboxInbox mobileNumber={mobileNumber} since={code.at} />}
      <OneTimeCodeField />
      <Flex wrap justify="space-between" className="reset-code-form__links">
        <ResendCodeButton allowedAt={code.at + code.sent.resendAfterSeconds * 1000} pending={resend.isPending} onResend={sendAgain} />
        <Button type="link" size="middle" onClick={onChangeNumber}>
          {t('forgot.changeNumber')}
        </Button>
      </Flex>
      <Form.Item name="password" label={t('forgot.newPassword')} rules={rules.newPassword}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('forgot.confirmNewPassword')} dependencies={['password']} rules={rules.confirmPassword}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <SubmitButton pending={reset.isPending} label={t('forgot.submit')} pendingLabel={t('forgot.submitting')} />
    </Form>
  );
}
