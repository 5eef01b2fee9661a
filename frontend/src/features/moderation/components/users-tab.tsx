import { useQuery } from '@tanstack/react-query';
import { Alert, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FROM_MD, useMediaQuery } from '@/components/use-media-query';
import { formatDate } from '@/lib/format-date';
import { USERS_PAGE_SIZE, usersQueryOptions } from '../api/users';
import type { AdminUser } from '../types';
import { SuspendUserDialog } from './suspend-user-dialog';
import { SuspensionAction, SuspensionStatus } from './user-suspension-cells';
import './users-tab.css';

const TIER_COLOURS = { free: 'default', basic: 'blue', premium: 'gold' } as const;

/**
 * Name, mobile number, location, joined date, plan and Admin badges, and whether the user is
 * suspended (until when, why) with Suspend and Lift (decisions/0083); 20 users a page. On a phone the
 * suspension and its action sit under the name, so they are seen without scrolling the table sideways.
 */
export function UsersTab() {
  const { t, i18n } = useTranslation('moderation');
  const { t: ts } = useTranslation('suspension');
  const wide = useMediaQuery(FROM_MD);
  const [page, setPage] = useState(1);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const users = useQuery(usersQueryOptions(page));
  if (users.isError) return <Alert type="error" showIcon title={t('users.failed')} description={users.error.message} />;

  const name: TableColumnsType<AdminUser>[number] = wide
    ? { key: 'name', title: t('users.name'), dataIndex: 'name' }
    : {
        key: 'name',
        title: t('users.name'),
        render: (_, user) => (
          <div className="admin-users__person">
            <span>{user.name}</span>
            <SuspensionStatus user={user} />
            <SuspensionAction user={user} onSuspend={setSuspending} />
          </div>
        ),
      };
  const suspension: TableColumnsType<AdminUser> = wide
    ? [
        { key: 'suspension', title: ts('admin.column'), render: (_, user) => <SuspensionStatus user={user} /> },
        { key: 'actions', title: ts('admin.actions'), render: (_, user) => <SuspensionAction user={user} onSuspend={setSuspending} /> },
      ]
    : [];

  // The table scrolls sideways on phones inside a region that keyboards can reach and scroll
  // (antd's own scroll container cannot take focus).
  return (
    <div className="admin-users" role="region" aria-label={t('tabs.users')} tabIndex={0}>
      <Table<AdminUser>
        className="admin-users__table"
        rowKey="id"
        loading={users.isFetching}
        dataSource={users.data?.users}
        pagination={{
          current: page,
          pageSize: USERS_PAGE_SIZE,
          total: users.data?.totalCount,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          name,
          { key: 'mobile', title: t('users.mobile'), dataIndex: 'mobileNumber' },
          { key: 'location', title: t('users.location'), render: (_, user) => user.location ?? '–' },
          { key: 'joined', title: t('users.joined'), render: (_, user) => formatDate(user.createdAt, i18n.language) },
          {
            key: 'badges',
            title: t('users.plan'),
            render: (_, user) => (
              <>
                <Tag color={TIER_COLOURS[user.subscriptionTier]}>{t(`users.tiers.${user.subscriptionTier}`)}</Tag>
                {user.isAdmin && <Tag color="purple">{t('users.admin')}</Tag>}
              </>
            ),
          },
          ...suspension,
        ]}
      />
      {suspending && <SuspendUserDialog user={suspending} onClose={() => setSuspending(null)} />}
    </div>
  );
}
