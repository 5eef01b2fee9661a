import { MessageOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { smsSandboxQueryOptions } from '@/api/sms-sandbox';

interface SmsSandboxInboxProps {
  mobileNumber: string;
  /** When the code was asked for (ms): the inbox waits for a message from then on. */
  since: number;
}

/**
 * Shown only when the server sends codes to its SMS sandbox (development, tests): the newest code sent
 * to the number, as the phone would have received it — like the payment sandbox's checkout.
 */
export function SmsSandboxInbox({ mobileNumber, since }: SmsSandboxInboxProps) {
  const { t } = useTranslation('identity');
  const inbox = useQuery(smsSandboxQueryOptions(mobileNumber, since));
  const latest = inbox.data?.find((sms) => Date.parse(sms.sentAt) >= since - 1000);
  return (
    <Alert
      className="sms-sandbox-inbox"
      type="info"
      showIcon
      icon={<MessageOutlined aria-hidden />}
      title={t('smsSandbox.title')}
      description={
        <>
          <Typography.Paragraph>{t('smsSandbox.notice', { mobileNumber })}</Typography.Paragraph>
          <Typography.Paragraph strong data-testid="sms-sandbox-code" role="status">
            {latest ? t('smsSandbox.latest', { code: latest.code }) : t('smsSandbox.waiting')}
          </Typography.Paragraph>
        </>
      }
    />
  );
}
