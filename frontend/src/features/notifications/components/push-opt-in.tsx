import { BellOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePushOptIn } from '../hooks/use-push-opt-in';

/** This browser's push switch: a button that asks for the browser's permission only when pressed, and clear words when push cannot work here. */
export function PushOptIn() {
  const { t } = useTranslation('notifications');
  const { state, busy, failed, turnOn, turnOff } = usePushOptIn();

  return (
    <div className="push-opt-in">
      <h3 className="notification-settings__subtitle">{t('preferences.device.title')}</h3>
      {state === 'unsupported' && <Alert type="info" showIcon title={t('preferences.device.unsupported')} />}
      {state === 'blocked' && <Alert type="warning" showIcon title={t('preferences.device.blocked')} />}
      {(state === 'off' || state === 'dismissed') && (
        <>
          <p>{state === 'dismissed' ? t('preferences.device.dismissed') : t('preferences.device.off')}</p>
          <Button color="primary" variant="solid" icon={<BellOutlined aria-hidden />} loading={busy} onClick={() => void turnOn()}>
            {t('preferences.device.turnOn')}
          </Button>
        </>
      )}
      {state === 'on' && (
        <div className="push-opt-in__on">
          <p>{t('preferences.device.on')}</p>
          <Button loading={busy} onClick={() => void turnOff()}>
            {t('preferences.device.turnOff')}
          </Button>
        </div>
      )}
      {failed && (
        <p className="push-opt-in__problem" role="alert">
          {failed === 'on' ? t('preferences.device.failed') : t('preferences.device.offFailed')}
        </p>
      )}
    </div>
  );
}
