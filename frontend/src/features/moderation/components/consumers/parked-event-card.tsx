import { CheckCircleFilled, RedoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { useRetryParkedEvent } from '../../api/consumers';
import type { ParkedEvent } from '../../consumer-types';
import { useAdminNotify } from '../use-admin-notify';

/** A parked event: which consumer gave up on which event, its last error, its tries, and Retry while still parked. */
export function ParkedEventCard({ event }: { event: ParkedEvent }) {
  const { t, i18n } = useTranslation('moderation');
  const notify = useAdminNotify();
  const retry = useRetryParkedEvent({
    onDone: (after) =>
      after.resolvedAt
        ? notify.success(t('parked.retried', { type: after.eventType, consumer: after.consumer }))
        : notify.failure(new Error(t('parked.failedAgain', { error: after.error }))),
    onError: notify.failure,
  });
  const headingId = `parked-${event.id}`;
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const run = () => retry.mutate(event.id);

  return (
    <article className={event.resolvedAt ? 'parked-event parked-event--resolved' : 'parked-event'} aria-labelledby={headingId}>
      <div className="parked-event__head">
        <h3 className="parked-event__title" id={headingId}>
          <span className="consumer-card__code">{event.eventType}</span>
          <span className="parked-event__consumer">{t('parked.in', { consumer: event.consumer })}</span>
        </h3>
        {event.resolvedAt ? (
          <span className="parked-event__resolved">
            <CheckCircleFilled aria-hidden /> {t('parked.resolvedAt', { time: when(event.resolvedAt) })}
          </span>
        ) : (
          <Button icon={<RedoOutlined aria-hidden />} onClick={run} loading={retry.isPending} aria-describedby={headingId}>
            {t('parked.retry')}
          </Button>
        )}
      </div>
      <pre className="parked-event__error" aria-label={t('parked.error')}>
        {event.error}
      </pre>
      <dl className="parked-event__facts">
        <div>
          <dt>{t('parked.stream')}</dt>
          <dd className="consumer-card__code">{event.streamId}</dd>
        </div>
        <div>
          <dt>{t('consumers.position')}</dt>
          <dd>{event.position}</dd>
        </div>
        <div>
          <dt>{t('parked.attempts')}</dt>
          <dd>{event.attempts}</dd>
        </div>
        <div>
          <dt>{t('parked.parkedAt')}</dt>
          <dd>{when(event.parkedAt)}</dd>
        </div>
        {event.retriedAt && (
          <div>
            <dt>{t('parked.retriedAt')}</dt>
            <dd>{when(event.retriedAt)}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
