import { App, Checkbox, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePushPreferences } from '../hooks/use-push-preferences';
import { NOTIFICATION_TYPES } from '../types';
import { PushOptIn } from './push-opt-in';

/**
 * Push settings: this browser's opt-in, and per type whether it is pushed (to every browser the user
 * turned push on in). In the app every notification always shows.
 */
export function NotificationSettings({ userId }: { userId: number }) {
  const { t } = useTranslation('notifications');
  const { message } = App.useApp();
  const { preferences, change } = usePushPreferences(userId);

  return (
    <section className="notification-settings" aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title" className="notification-settings__title">
        {t('preferences.title')}
      </h2>
      <p className="notification-settings__lead">{t('preferences.lead')}</p>
      <PushOptIn />
      <fieldset className="notification-settings__types">
        <legend className="notification-settings__subtitle">{t('preferences.types.title')}</legend>
        {preferences.isPending && <Skeleton active title={false} paragraph={{ rows: 6 }} />}
        {preferences.isError && <p role="alert">{t('preferences.types.loadFailed')}</p>}
        {preferences.data && (
          <ul className="notification-settings__list">
            {NOTIFICATION_TYPES.map((type) => (
              <li key={type}>
                <Checkbox
                  checked={preferences.data[type]}
                  onChange={(event) =>
                    change.mutate({ [type]: event.target.checked }, { onError: () => void message.error(t('preferences.types.saveFailed')) })
                  }
                >
                  {t(`preferences.type.${type}`)}
                </Checkbox>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </section>
  );
}
