import { App } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorNotification } from '@/components/use-error-notification';

/** The admin panel's toasts: "Success" with what was done, or "Error" with the server's message (spec §8). */
export function useAdminNotify() {
  const { t } = useTranslation('moderation');
  const { notification } = App.useApp();
  const notifyError = useErrorNotification();
  return useMemo(
    () => ({
      success: (description: string, title = t('toast.success')) => notification.success({ title, description }),
      failure: (error: Error) => notifyError(t('toast.error'), error),
    }),
    [notification, notifyError, t],
  );
}
