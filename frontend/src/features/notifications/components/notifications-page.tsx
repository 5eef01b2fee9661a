import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { NotificationList } from './notification-list';
import { NotificationSettings } from './notification-settings';
import './notifications-page.css';

interface NotificationsPageProps {
  userId: number;
  tab: 'all' | 'settings';
  onTabChange: (tab: 'all' | 'settings') => void;
}

/** /notifications: the list (All) and the push settings (Settings), one tab each, the tab in the address. */
export function NotificationsPage({ userId, tab, onTabChange }: NotificationsPageProps) {
  const { t } = useTranslation('notifications');
  return (
    <Page title={t('title')}>
      <div className="notifications-page">
        <Tabs
          activeKey={tab}
          onChange={(key) => onTabChange(key === 'settings' ? 'settings' : 'all')}
          destroyOnHidden
          items={[
            { key: 'all', label: t('tabs.all'), children: <NotificationList userId={userId} /> },
            { key: 'settings', label: t('tabs.settings'), children: <NotificationSettings userId={userId} /> },
          ]}
        />
      </div>
    </Page>
  );
}
