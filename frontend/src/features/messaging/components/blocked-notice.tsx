import { Alert, App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnblockPerson } from '@/api/blocks/unblock-person';
import { useErrorNotification } from '@/components/use-error-notification';
import { useRefreshConversations } from '../api/refresh-conversations';

interface BlockedNoticeProps {
  viewerId: number;
  /** The other party. */
  party: { id: number; name: string };
  blockedByMe: boolean;
  blockedMe: boolean;
}

/**
 * Above the composer of a blocked conversation: "You blocked X" with Unblock for the blocker; only
 * "You can't reply to this conversation" for the person blocked (decisions/0084).
 */
export function BlockedNotice({ viewerId, party, blockedByMe, blockedMe }: BlockedNoticeProps) {
  const { t } = useTranslation('messaging');
  const { notification } = App.useApp();
  const notifyError = useErrorNotification();
  const unblock = useUnblockPerson(viewerId);
  const refresh = useRefreshConversations(viewerId);

  if (blockedByMe) {
    const lift = () =>
      unblock.mutate(party.id, {
        onSuccess: async () => {
          await refresh();
          notification.success({ title: t('blocked.unblocked', { name: party.name }) });
        },
        onError: (error) => notifyError(t('blocked.unblockFailed'), error),
      });
    return (
      <Alert
        className="chat__blocked"
        type="warning"
        showIcon
        title={t('blocked.byMe', { name: party.name })}
        description={
          <span className="chat__blocked-body">
            <span>{t('blocked.byMeHint')}</span>
            <Button size="small" onClick={lift} loading={unblock.isPending}>
              {t('blocked.unblock')}
            </Button>
          </span>
        }
      />
    );
  }
  if (blockedMe) return <Alert className="chat__blocked" type="info" showIcon title={t('blocked.cannotReply')} description={t('blocked.cannotReplyHint')} />;
  return null;
}
