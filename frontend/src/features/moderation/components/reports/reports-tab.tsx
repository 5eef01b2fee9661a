import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Flex, Pagination, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_PAGE_SIZE, reportsQueryOptions } from '../../api/reports';
import type { ReportStatus } from '../../report-types';
import { ReportGroupCard } from './report-group-card';
import './reports.css';

/** The Reports tab (decisions/0082): reported listings, people and messages grouped by target, open ones first with their actions, resolved ones with what was done. */
export function ReportsTab() {
  const { t } = useTranslation('admin-reports');
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const reports = useQuery(reportsQueryOptions(status, page));
  return (
    <Flex vertical gap={16} className="reports-tab">
      <Segmented
        value={status}
        onChange={(value) => {
          setStatus(value as ReportStatus);
          setPage(1);
        }}
        options={[
          { value: 'open', label: t('status.open') },
          { value: 'resolved', label: t('status.resolved') },
        ]}
        aria-label={t('status.label')}
      />
      {reports.isPending && <Skeleton active />}
      {reports.isError && <Alert type="error" showIcon title={t('failed')} description={reports.error.message} />}
      {reports.data && reports.data.items.length === 0 && <Empty description={t(status === 'open' ? 'empty.open' : 'empty.resolved')} />}
      {reports.data?.items.map((group) => (
        <ReportGroupCard key={`${group.targetType}-${group.targetId}`} group={group} status={status} />
      ))}
      {reports.data && reports.data.totalCount > REPORTS_PAGE_SIZE && (
        <Pagination current={page} pageSize={REPORTS_PAGE_SIZE} total={reports.data.totalCount} onChange={setPage} showSizeChanger={false} />
      )}
    </Flex>
  );
}
