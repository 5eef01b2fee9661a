import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';

/** "Suspended" next to the other party's name while the admins suspend their account, with its end for those who hover or read it out. */
export function SuspendedTag({ until }: { until: string | null }) {
  const { t, i18n } = useTranslation('messaging');
  if (!until) return null;
  const ends = t('suspended.until', { date: formatDate(until, i18n.language) });
  return (
    <Tag color="red" className="conversation__suspended" title={ends}>
      {t('suspended.tag')}
      <span className="visually-hidden">, {ends}</span>
    </Tag>
  );
}
