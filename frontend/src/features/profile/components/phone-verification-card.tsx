import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Card, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OneTimeCodeField } from '@/components/one-time-code-field';
import { ResendCodeButton } from '@/components/resend-code-button';
import { SmsSandboxInbox } from '@/components/sms-sandbox-inbox';
import { useCodeProblemMessage } from '@/components/use-code-problem-message';
import { useErrorNotification } from '@/components/use-error-notification';
import { type CodeSent, useSendVerificationCode, useVerifyPhone } from '../api/phone-verification';
import type { ProfileUser } from '../types';

interface PhoneVerificationCardProps {
  user: ProfileUser;
  /** The user as the server answers it once verified (the signed-in user changes). */
  onVerified: (user: ProfileUser) => void;
}

/** The profile's optional step to verify the number: send a code, enter it, send a new one after a minute. */
export function PhoneVerificationCard({ user, onVerified }: PhoneVerificationCardProps) {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<{ code: string }>();
  const [sent, setSent] = useState<{ sent: CodeSent; at: number } | null>(null);
  const sendCode = useSendVerificationCode();
  const verify = useVerifyPhone(onVerified);
  const notifyError = useErrorNotification();
  const codeProblemMessage = useCodeProblemMessage();

  const send = () =>
    sendCode.mutate(undefined, {
      onSuccess: (answer) => {
        form.setFields([{ name: 'code', value: '', errors: [] }]);
        setSent({ sent: answer, at: Date.now() });
      },
      onError: (error) => notifyError(t('identity:code.sendFailed'), codeProblemMessage(error) ? new Error(codeProblemMessage(error)!) : error),
    });

  const submit = ({ code }: { code: string }) =>
    verify.mutate(code.replace(/[\s-]/g, ''), {
      onError: (error) => {
        const message = codeProblemMessage(error);
        if (message) form.setFields([{ name: 'code', errors: [message] }]);
        else notifyError(t('verify.failed'), error);
      },
    });

  return (
    <Card
      className="phone-verification-card"
      title={
        <h2 className="profile-section-title">
          <SafetyCertificateOutlined aria-hidden /> {t('verify.title')}
        </h2>
      }
    >
      <Typography.Paragraph type="secondary">{t('verify.intro', { mobileNumber: user.mobileNumber })}</Typography.Paragraph>
      {!sent ? (
        <Button type="primary" onClick={send} loading={sendCode.isPending}>
          {sendCode.isPending ? t('verify.sending') : t('verify.send')}
        </Button>
      ) : (
        <Form form={form} name="verify-phone" layout="vertical" requiredMark={false} onFinish={submit}>
          <Typography.Paragraph>{t('verify.sent', { mobileNumber: user.mobileNumber })}</Typography.Paragraph>
          {sent.sent.delivery === 'sandbox' && <SmsSandboxInbox mobileNumber={user.mobileNumber} since={sent.at} />}
          <OneTimeCodeField />
          <div className="phone-verification-card__actions">
            <Button type="primary" htmlType="submit" loading={verify.isPending}>
              {verify.isPending ? t('verify.submitting') : t('verify.submit')}
            </Button>
            <ResendCodeButton allowedAt={sent.at + sent.sent.resendAfterSeconds * 1000} pending={sendCode.isPending} onResend={send} />
          </div>
        </Form>
      )}
    </Card>
  );
}
