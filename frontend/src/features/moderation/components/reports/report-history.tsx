import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/lib/format-date';
import type { ReportActionEntry } from '../../report-types';

const COLOURS: Record<string, string> = { dismiss: 'gray', 'hide-listing': 'orange', 'suspend-user': 'red' };

/** What the admins did about this target's reports, newest first: who, when, what and why. */
export function ReportHistory({ history }: { history: ReportActionEntry[] }) {
  const { t, i18n } = useTranslation('admin-reports');
  if (history.length === 0) return null;
  return (
    <section className="report-history">
      <Typography.Title level={4} className="report-history__title">
        {t('history.title')}
      </Typography.Title>
      <Timeline
        items={history.map((entry) => ({
          key: entry.id,
          color: COLOURS[entry.action] ?? 'gray',
          content: (
            <>
              <strong>
                {entry.action === 'suspend-user' && entry.suspendedUser && entry.suspendedUntil
                  ? t('history.suspended', { name: entry.suspendedUser.name, date: formatDate(entry.suspendedUntil, i18n.language) })
                  : t(`history.${entry.action}`)}
              </strong>
              <div className="report-history__meta">
                {t('history.by', { name: entry.admin.name, when: formatDateTime(entry.createdAt, i18n.language), count: entry.reportsResolved })}
              </div>
              <div>{t('history.reason', { reason: entry.reason })}</div>
            </>
          ),
        }))}
      />
    </section>
  );
}
