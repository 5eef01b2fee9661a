import { Button, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { useLiftSuspension } from '../api/lift-suspension';
import type { AdminUser } from '../types';
import { useAdminNotify } from './use-admin-notify';

/** "Suspended until …" with the reason under it, or Active (decisions/0083). */
export function SuspensionStatus({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation('suspension');
  if (!user.suspendedUntil) return <Tag color="green">{t('admin.active')}</Tag>;
  return (
    <div className="admin-users__suspension">
      <Tag color="red">{t('admin.suspendedUntil', { date: formatDateTime(user.suspendedUntil, i18n.language) })}</Tag>
      {user.suspensionReason && (
        <Typography.Text type="secondary" className="admin-users__reason">
          {user.suspensionReason}
        </Typography.Text>
      )}
    </div>
  );
}

/** Suspend (opens the dialog through `onSuspend`) or, while suspended, Lift after a confirmation; nothing for an admin. */
export function SuspensionAction({ user, onSuspend }: { user: AdminUser; onSuspend: (user: AdminUser) => void }) {
  const { t } = useTranslation('suspension');
  const lift = useLiftSuspension();
  const notify = useAdminNotify();
  if (user.isAdmin) return null;
  if (!user.suspendedUntil) {
    return (
      <Button size="small" danger onClick={() => onSuspend(user)} aria-label={t('admin.suspendFor', { name: user.name })}>
        {t('admin.suspend')}
      </Button>
    );
  }
  const run = () => lift.mutate(user.id, { onSuccess: () => notify.success(t('admin.lifted', { name: user.name })), onError: notify.failure });
  return (
    <Popconfirm title={t('admin.liftQuestion', { name: user.name })} okText={t('admin.lift')} cancelText={t('admin.cancel')} onConfirm={run}>
      <Button size="small" loading={lift.isPending} aria-label={t('admin.liftFor', { name: user.name })}>
        {t('admin.lift')}
      </Button>
    </Popconfirm>
  );
}
