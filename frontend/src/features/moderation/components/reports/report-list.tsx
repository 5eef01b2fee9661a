import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import type { AdminReport } from '../../report-types';

const REASON_COLOURS: Record<string, string> = { replica: 'volcano', 'wrong-description': 'gold', scam: 'red', offensive: 'magenta', other: 'default' };

/** Each report: why, the reporter's note, who and when. */
export function ReportList({ reports }: { reports: AdminReport[] }) {
  const { t, i18n } = useTranslation('admin-reports');
  return (
    <ul className="report-list">
      {reports.map((report) => (
        <li key={report.id} className="report-list__item">
          <Tag color={REASON_COLOURS[report.reason]}>{t(`reasons.${report.reason}`)}</Tag>
          <span className="report-list__who">
            {t('reports.by', { name: report.reporter.name || t('reports.someone'), when: formatDateTime(report.createdAt, i18n.language) })}
          </span>
          {report.note && <p className="report-list__note">{report.note}</p>}
        </li>
      ))}
    </ul>
  );
}
