import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { consumersQueryOptions } from '../../api/consumers';
import { attentionOf, byAttention } from '../../consumer-order';
import { ConsumerCard } from './consumer-card';
import { ParkedEvents } from './parked-events';
import './consumers.css';
import { LoadFailedAlert } from '@/components/load-failed-alert';

/**
 * The Events tab (decisions/0064): each durable consumer's lag, checkpoint, holder and parked count,
 * those needing attention first, then the parked events with Retry. Both lists are asked again every five seconds while the tab is
 * open (the admin panel unmounts a hidden tab, which stops them).
 */
export function ConsumersTab() {
  const { t, i18n } = useTranslation('moderation');
  const consumers = useQuery(consumersQueryOptions);

  return (
    <div className="consumers">
      <section aria-labelledby="consumers-title">
        <div className="consumers__heading">
          <h2 id="consumers-title" className="consumers__title">
            {t('consumers.title')}
          </h2>
          {consumers.dataUpdatedAt > 0 && (
            <span className="consumers__updated">
              {t('consumers.updated', { time: formatDateTime(new Date(consumers.dataUpdatedAt).toISOString(), i18n.language) })}
            </span>
          )}
        </div>
        <p className="consumers__lead">{t('consumers.lead')}</p>
        {consumers.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : consumers.isError && !consumers.data ? (
          <LoadFailedAlert title={t('consumers.loadFailed')} error={consumers.error} retryLabel={t('consumers.retryLoad')} onRetry={consumers.refetch} />
        ) : (
          <>
            <p className="consumers__count" role="status">
              {t('consumers.count', { count: consumers.data.length })} ·{' '}
              {t('consumers.needAttention', { count: consumers.data.filter((consumer) => attentionOf(consumer) > 0).length })}
            </p>
            <ul className="consumers__grid">
              {byAttention(consumers.data).map((consumer) => (
                <li key={consumer.name}>
                  <ConsumerCard consumer={consumer} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <ParkedEvents />
    </div>
  );
}
