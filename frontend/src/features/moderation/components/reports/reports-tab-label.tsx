import { useQuery } from '@tanstack/react-query';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { queueOverviewQueryOptions } from '../../api/queue-overview';

/** "Reports" with the number of open reports (from the queue overview), when there are any. */
export function ReportsTabLabel() {
  const { t } = useTranslation('admin-reports');
  const overview = useQuery(queueOverviewQueryOptions);
  const open = overview.data?.openReports ?? 0;
  return (
    <span className="reports-tab-label">
      {t('tab')}
      {open > 0 && <Badge count={open} overflowCount={99} className="reports-tab-label__badge" aria-label={t('openCount', { count: open })} />}
    </span>
  );
}
