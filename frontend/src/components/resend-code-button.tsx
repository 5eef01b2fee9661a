import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './use-countdown';

interface ResendCodeButtonProps {
  /** When another code may be asked for (ms since the epoch). */
  allowedAt: number;
  pending: boolean;
  onResend: () => void;
}

/** "Send a new code", counting down the minute the server asks between codes. */
export function ResendCodeButton({ allowedAt, pending, onResend }: ResendCodeButtonProps) {
  const { t } = useTranslation('identity');
  const seconds = useCountdown(allowedAt);
  return (
    <Button type="link" size="middle" onClick={onResend} disabled={seconds > 0} loading={pending} className="resend-code-button">
      {seconds > 0 ? t('code.resendIn', { seconds }) : t('code.resend')}
    </Button>
  );
}
