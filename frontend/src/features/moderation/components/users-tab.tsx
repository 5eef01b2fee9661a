import { useQuery } from '@tanstack/react-query';
import { Alert, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import { USERS_PAGE_SIZE, usersQueryOptions } from '../api/users';
import type { AdminUser } from '../types';

const TIER_COLOURS = { free: 'default', basic: 'blue', premium: 'gold' } as const;

/** Name, mobile number, location, joined date, plan and Admin badges; 20 users a page. */
export function UsersTab() {
  const { t, i18n } = useTranslation('moderation');
  const [page, setPage] = useState(1);
  const users = useQuery(usersQueryOptions(page));
  if (users.isError) return <Alert type="error" showIcon title={t('users.failed')} description={users.error.message} />;
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
          { key: 'name', title: t('users.name'), dataIndex: 'name' },
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
        ]}
      />
    </div>
  );
}
