import { LogoutOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorNotification } from '@/components/use-error-notification';
import { runBeforeSignOut } from '@/lib/before-sign-out';
import { useLogout } from '../api/logout';

/**
 * Ends the session and returns to the home screen; a failure is reported as a notification. What
 * must happen while the session still exists (lib/before-sign-out) runs first.
 */
export function useSignOut() {
  const { t } = useTranslation('identity');
  const logout = useLogout();
  const navigate = useNavigate();
  const notifyError = useErrorNotification();
  const signOut = () =>
    void runBeforeSignOut().then(() =>
      logout.mutate(undefined, {
        onSuccess: () => navigate({ to: '/' }),
        onError: (error) => notifyError(t('logout.failed'), error),
      }),
    );
  return { signOut, pending: logout.isPending };
}

/** The Logout button, always labelled in words. */
export function LogoutButton() {
  const { t } = useTranslation('identity');
  const { signOut, pending } = useSignOut();
  return (
    <Button icon={<LogoutOutlined aria-hidden />} loading={pending} onClick={signOut}>
      {t('logout.action')}
    </Button>
  );
}
