import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { listingStatsQueryOptions } from '../api/listing-stats';
import { queueOverviewQueryOptions } from '../api/queue-overview';
import { usersQueryOptions } from '../api/users';
import { QueueOverviewStats } from './queue-overview-stats';

/** Total Users, Pending Reviews, Total Listings, Approved Listings and Open Reports; then the team's queue. */
export function OverviewTab() {
  const { t } = useTranslation('moderation');
  const { t: tReports } = useTranslation('admin-reports');
  const overview = useQuery(queueOverviewQueryOptions);
  const users = useQuery(usersQueryOptions(1));
  const listings = useQuery(listingStatsQueryOptions);
  const stats = [
    { key: 'users', title: t('overview.totalUsers'), value: users.data?.totalCount, loading: users.isPending },
    { key: 'pending', title: t('overview.pendingReviews'), value: listings.data?.pending, loading: listings.isPending },
    { key: 'total', title: t('overview.totalListings'), value: listings.data?.total, loading: listings.isPending },
    { key: 'approved', title: t('overview.approvedListings'), value: listings.data?.approved, loading: listings.isPending },
    { key: 'reports', title: tReports('overview.openReports'), value: overview.data?.openReports, loading: overview.isPending },
  ];
  return (
    <>
      <Row gutter={[16, 16]}>
        {stats.map((stat) => (
          <Col key={stat.key} xs={12} lg={{ flex: '1 1 0' }}>
            <Card>
              <Statistic title={stat.title} value={stat.value ?? '–'} loading={stat.loading} />
            </Card>
          </Col>
        ))}
      </Row>
      <QueueOverviewStats />
    </>
  );
}
