import { StopOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Avatar, Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { blockedPeopleQueryOptions } from '@/api/blocks/blocked-people';
import type { BlockedPerson } from '@/api/blocks/types';
import { useUnblockPerson } from '@/api/blocks/unblock-person';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { useErrorNotification } from '@/components/use-error-notification';
import { formatDate } from '@/lib/format-date';

/** One person the user blocks, since when, and Unblock. */
function BlockedPersonRow({ person, userId }: { person: BlockedPerson; userId: number }) {
  const { t, i18n } = useTranslation('profile');
  const { notification } = App.useApp();
  const notifyError = useErrorNotification();
  const unblock = useUnblockPerson(userId);
  const name = person.name.trim() || t('blocked.unknown');
  const lift = () =>
    unblock.mutate(person.id, {
      onSuccess: () => notification.success({ title: t('blocked.unblocked', { name }) }),
      onError: (error) => notifyError(t('blocked.unblockFailed'), error),
    });
  return (
    <li className="blocked-people__row">
      <Avatar size={36} className="blocked-people__avatar" aria-hidden>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <span className="blocked-people__who">
        <span className="blocked-people__name">{name}</span>
        <span className="blocked-people__since">{t('blocked.since', { date: formatDate(person.blockedAt, i18n.language) })}</span>
      </span>
      <Button size="small" onClick={lift} loading={unblock.isPending} aria-label={t('blocked.unblockName', { name })}>
        {t('blocked.unblock')}
      </Button>
    </li>
  );
}

/**
 * "Blocked people" on the profile: whom the user blocked from a conversation (decisions/0084), each
 * with Unblock; once unblocked, messages and offers between them flow again.
 */
export function BlockedPeopleCard({ userId }: { userId: number }) {
  const { t } = useTranslation('profile');
  const blocked = useQuery(blockedPeopleQueryOptions(userId));
  let body;
  if (blocked.isPending) body = <Skeleton active avatar paragraph={{ rows: 1 }} />;
  else if (blocked.isError) body = <LoadFailedAlert title={t('blocked.loadFailed')} error={blocked.error} retryLabel={t('blocked.retry')} onRetry={() => blocked.refetch()} />;
  else if (blocked.data.length === 0) body = <p className="blocked-people__empty">{t('blocked.empty')}</p>;
  else {
    body = (
      <ul className="blocked-people" aria-label={t('blocked.title')}>
        {blocked.data.map((person) => (
          <BlockedPersonRow key={person.id} person={person} userId={userId} />
        ))}
      </ul>
    );
  }
  return (
    <Card
      id="blocked-people"
      title={
        <h2 className="profile-section-title">
          <StopOutlined aria-hidden /> {t('blocked.title')}
        </h2>
      }
    >
      <p className="blocked-people__hint">{t('blocked.hint')}</p>
      {body}
    </Card>
  );
}
