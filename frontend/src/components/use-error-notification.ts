import { App } from 'antd';
import { useCallback } from 'react';

/** Shows a failed action as a destructive toast: the given title, the error's message below it. */
export function useErrorNotification(): (title: string, error: Error) => void {
  const { notification } = App.useApp();
  return useCallback(
    (title: string, error: Error) => notification.error({ title, description: error.message }),
    [notification],
  );
}
