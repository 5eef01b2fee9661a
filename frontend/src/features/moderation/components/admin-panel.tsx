import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AllCoinsTab } from './all-coins-tab';
import { ConsumersTab } from './consumers/consumers-tab';
import { OverviewTab } from './overview-tab';
import { PendingCoinsTab } from './pending-coins-tab';
import { ReportsTab } from './reports/reports-tab';
import { ReportsTabLabel } from './reports/reports-tab-label';
import { useReportsLive } from './reports/use-reports-live';
import { UsersTab } from './users-tab';
import './admin.css';

interface AdminPanelProps {
  /** Links to other admin tools (e.g. the job queues dashboard), shown beside the tabs. */
  tools?: ReactNode;
}

/**
 * The admin panel's tabs: Overview, Users, Pending Coins, Reports (with the open count, kept live on
 * every tab), All Coins and Events (the durable consumers, for ops).
 */
export function AdminPanel({ tools }: AdminPanelProps) {
  const { t } = useTranslation('moderation');
  useReportsLive();
  return (
    <>
      {tools && <div className="admin-panel__tools">{tools}</div>}
      <Tabs
        destroyOnHidden
        items={[
          { key: 'overview', label: t('tabs.overview'), children: <OverviewTab /> },
          { key: 'users', label: t('tabs.users'), children: <UsersTab /> },
          { key: 'pending', label: t('tabs.pending'), children: <PendingCoinsTab /> },
          { key: 'reports', label: <ReportsTabLabel />, children: <ReportsTab /> },
          { key: 'all', label: t('tabs.all'), children: <AllCoinsTab /> },
          { key: 'events', label: t('tabs.events'), children: <ConsumersTab /> },
        ]}
      />
    </>
  );
}
