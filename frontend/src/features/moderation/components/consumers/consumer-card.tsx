import { CheckCircleFilled, ExclamationCircleFilled, WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import type { ConsumerStatus } from '../../consumer-types';

/** One consumer: a line saying whether it keeps up, then its numbers; lag and parked events stand out when not zero. */
export function ConsumerCard({ consumer }: { consumer: ConsumerStatus }) {
  const { t, i18n } = useTranslation('moderation');
  const headingId = `consumer-${consumer.name.replace(/[^a-z0-9-]/gi, '-')}`;
  const stopped = consumer.holder === null;
  const healthy = !stopped && consumer.parked === 0;
  const state = stopped ? 'stopped' : consumer.parked > 0 ? 'parked' : 'running';
  const icon = healthy ? <CheckCircleFilled aria-hidden /> : stopped ? <WarningFilled aria-hidden /> : <ExclamationCircleFilled aria-hidden />;

  return (
    <article className={`consumer-card consumer-card--${state}`} aria-labelledby={headingId}>
      <h3 className="consumer-card__name" id={headingId}>
        {consumer.name}
      </h3>
      <p className="consumer-card__state">
        {icon} {t(`consumers.state.${state}`)}
      </p>
      <dl className="consumer-card__facts">
        <div className={consumer.lag > 0 ? 'consumer-card__fact consumer-card__fact--alert' : 'consumer-card__fact'}>
          <dt>{t('consumers.lag')}</dt>
          <dd>{t('consumers.events', { count: consumer.lag })}</dd>
        </div>
        <div className={consumer.parked > 0 ? 'consumer-card__fact consumer-card__fact--alert' : 'consumer-card__fact'}>
          <dt>{t('consumers.parked')}</dt>
          <dd>{consumer.parked}</dd>
        </div>
        <div className="consumer-card__fact">
          <dt>{t('consumers.position')}</dt>
          <dd>{consumer.position ?? t('consumers.notYet')}</dd>
        </div>
        <div className="consumer-card__fact">
          <dt>{t('consumers.checkpointAt')}</dt>
          <dd>{consumer.checkpointAt ? formatDateTime(consumer.checkpointAt, i18n.language) : t('consumers.notYet')}</dd>
        </div>
        <div className="consumer-card__fact consumer-card__fact--wide">
          <dt>{t('consumers.holder')}</dt>
          <dd className="consumer-card__code">{consumer.holder ?? t('consumers.noHolder')}</dd>
        </div>
        <div className="consumer-card__fact consumer-card__fact--wide">
          <dt>{t('consumers.eventTypes')}</dt>
          <dd className="consumer-card__code">{consumer.eventTypes.join(', ')}</dd>
        </div>
      </dl>
    </article>
  );
}
