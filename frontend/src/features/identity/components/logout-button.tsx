import { LogoutOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorNotification } from '@/components/use-error-notification';
import { useLogout } from '../api/logout';

/** Ends the session and returns to the home screen. `iconOnly` keeps it narrow on phones. */
export function LogoutButton({ iconOnly = false }: { iconOnly?: boolean }) {
  const { t } = useTranslation('identity');
  const logout = useLogout();
  const navigate = useNavigate();
  const notifyError = useErrorNotification();

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate({ to: '/' }),
      onError: (error) => notifyError(t('logout.failed'), error),
    });

  return (
    <Button
      icon={<LogoutOutlined aria-hidden />}
      loading={logout.isPending}
      onClick={signOut}
      aria-label={iconOnly ? t('logout.action') : undefined}
      title={iconOnly ? t('logout.action') : undefined}
    >
      {iconOnly ? null : t('logout.action')}
    </Button>
  );
}
