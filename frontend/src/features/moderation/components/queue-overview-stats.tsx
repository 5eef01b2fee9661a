import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { queueOverviewQueryOptions } from '../api/queue-overview';
import { useDurationLabel } from './use-duration-label';
import { useNow } from './queue/use-now';

/** The team's queue at a glance: its size, its oldest listing's wait, the median time to a decision and who decided how many (7 days). */
export function QueueOverviewStats() {
  const { t } = useTranslation('moderation');
  const overview = useQuery(queueOverviewQueryOptions);
  const duration = useDurationLabel();
  const now = useNow(60_000);
  if (overview.isError) return <Alert type="error" showIcon title={t('overview.failed')} description={overview.error.message} />;
  const data = overview.data;
  const loading = overview.isPending;
  const oldest = data?.oldestWaitingSince ? duration((now - new Date(data.oldestWaitingSince).getTime()) / 1000) : t('overview.none');
  const median = data?.medianDecisionSeconds != null ? duration(data.medianDecisionSeconds) : t('overview.none');
  return (
    <Row gutter={[16, 16]} className="queue-overview">
      <Col xs={12} lg={6}>
        <Card>
          <Statistic title={t('overview.queueSize')} value={data?.queueSize ?? '–'} loading={loading} />
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card>
          <Statistic title={t('overview.oldestWaiting')} value={oldest} loading={loading} />
        </Card>
      </Col>
      <Col xs={24} lg={6}>
        <Card>
          <Statistic title={t('overview.medianDecision')} value={median} loading={loading} />
        </Card>
      </Col>
      <Col xs={24} lg={6}>
        <Card title={t('overview.decisionsByAdmin')} size="small" loading={loading}>
          {data && data.decisionsByAdmin.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.noDecisions')} />
          )}
          <dl className="queue-overview__admins">
            {data?.decisionsByAdmin.map((admin) => (
              <div key={admin.adminId}>
                <dt>{admin.adminName}</dt>
                <dd>{admin.decisions}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </Col>
    </Row>
  );
}
