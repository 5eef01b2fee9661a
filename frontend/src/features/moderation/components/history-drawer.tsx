import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { coinHistoryQueryOptions } from '../api/coin-history';
import type { ListingEvent } from '../types';

const EVENT_COLOURS: Partial<Record<string, string>> = {
  ListingSubmitted: 'blue',
  ListingResubmitted: 'blue',
  ListingResubmittedForReview: 'blue',
  ListingDetailsEdited: 'gray',
  ListingApproved: 'green',
  ListingRejected: 'red',
  ListingEditedByAdmin: 'gray',
  ListingMarkedSold: 'gold',
  ListingDeleted: 'red',
  ListingReserved: 'purple',
  ListingReservationReleased: 'gray',
  ListingClaimed: 'cyan',
  ListingClaimReleased: 'gray',
  ListingFlagged: 'orange',
  ListingFlagsCleared: 'gray',
};

function EventDetails({ data }: { data: ListingEvent['data'] }) {
  const { t } = useTranslation('moderation');
  const entries = Object.entries(data).filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (entries.length === 0) return null;
  return (
    <dl className="history__data">
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`history.fields.${key}`, { defaultValue: key })}</dt>
          <dd>{typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

interface HistoryDrawerProps {
  coin: { id: number; title: string };
  onClose: () => void;
}

/** The listing's moderation events, oldest first: what happened, who did it and when. */
export function HistoryDrawer({ coin, onClose }: HistoryDrawerProps) {
  const { t, i18n } = useTranslation('moderation');
  const history = useQuery(coinHistoryQueryOptions(coin.id));
  return (
    <Drawer open title={t('history.title', { title: coin.title })} onClose={onClose} size={480}>
      {history.isPending && <Skeleton active />}
      {history.isError && <Alert type="error" showIcon title={t('history.failed')} description={history.error.message} />}
      {history.data && (
        <Timeline
          items={history.data.map((event) => ({
            key: event.version,
            color: EVENT_COLOURS[event.type] ?? 'gray',
            content: (
              <>
                <Typography.Text strong className="history__event">
                  {t(`history.events.${event.type}`, { defaultValue: event.type })}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {formatDateTime(event.occurredAt, i18n.language)} · {event.actor?.name ?? t('history.system')}
                </Typography.Text>
                <EventDetails data={event.data} />
              </>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
