import { DashboardOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Opens Bull Board (served by the API at /admin/queues, to admins only) for the admin panel. */
export function QueuesDashboardLink() {
  const { t } = useTranslation('subscriptions');
  return (
    <Button href="/admin/queues" target="_blank" rel="noopener" icon={<DashboardOutlined aria-hidden />}>
      {t('queuesDashboard')}
    </Button>
  );
}
