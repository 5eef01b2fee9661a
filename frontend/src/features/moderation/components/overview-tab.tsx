import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { allCoinsQueryOptions } from '../api/all-coins';
import { pendingCoinsQueryOptions } from '../api/pending-coins';
import { usersQueryOptions } from '../api/users';

/** Total Users, Pending Reviews, Total Listings and Approved Listings. */
export function OverviewTab() {
  const { t } = useTranslation('moderation');
  const users = useQuery(usersQueryOptions(1));
  const pending = useQuery(pendingCoinsQueryOptions);
  const all = useQuery(allCoinsQueryOptions);
  const stats = [
    { key: 'users', title: t('overview.totalUsers'), value: users.data?.totalCount, loading: users.isPending },
    { key: 'pending', title: t('overview.pendingReviews'), value: pending.data?.length, loading: pending.isPending },
    { key: 'total', title: t('overview.totalListings'), value: all.data?.length, loading: all.isPending },
    {
      key: 'approved',
      title: t('overview.approvedListings'),
      value: all.data?.filter((coin) => coin.status === 'approved').length,
      loading: all.isPending,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {stats.map((stat) => (
        <Col key={stat.key} xs={12} lg={6}>
          <Card>
            <Statistic title={stat.title} value={stat.value ?? '–'} loading={stat.loading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
