import { useQuery } from '@tanstack/react-query';
import { Empty, Pagination, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARKED_PAGE_SIZE, parkedEventsQueryOptions } from '../../api/consumers';
import { PARKED_STATUSES, type ParkedStatus } from '../../consumer-types';
import { ParkedEventCard } from './parked-event-card';
import { LoadFailedAlert } from '@/components/load-failed-alert';

/** Parked events, still parked by default (resolved ones and both on demand), 20 a page, each with Retry while parked. */
export function ParkedEvents() {
  const { t } = useTranslation('moderation');
  const [status, setStatus] = useState<ParkedStatus>('unresolved');
  const [page, setPage] = useState(1);
  const parked = useQuery(parkedEventsQueryOptions(status, page));

  return (
    <section aria-labelledby="parked-title" className="parked">
      <div className="consumers__heading">
        <h2 id="parked-title" className="consumers__title">
          {t('parked.title')}
        </h2>
        <Segmented<ParkedStatus>
          aria-label={t('parked.show')}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          options={PARKED_STATUSES.map((value) => ({ value, label: t(`parked.status.${value}`) }))}
        />
      </div>
      {parked.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : parked.isError && !parked.data ? (
        <LoadFailedAlert title={t('parked.loadFailed')} error={parked.error} retryLabel={t('consumers.retryLoad')} onRetry={parked.refetch} />
      ) : parked.data.items.length === 0 ? (
        <Empty description={t(`parked.empty.${status}`)} />
      ) : (
        <>
          <p className="consumers__count" role="status">
            {t('parked.count', { count: parked.data.totalCount })}
          </p>
          <ul className="parked__list">
            {parked.data.items.map((event) => (
              <li key={event.id}>
                <ParkedEventCard event={event} />
              </li>
            ))}
          </ul>
          {parked.data.totalCount > PARKED_PAGE_SIZE && (
            <Pagination
              className="parked__pages"
              current={page}
              pageSize={PARKED_PAGE_SIZE}
              total={parked.data.totalCount}
              onChange={setPage}
              showSizeChanger={false}
              simple
            />
          )}
        </>
      )}
    </section>
  );
}
