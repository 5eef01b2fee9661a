import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

/** Counts of active (approved, unsold) and pending listings; undefined while loading. */
export function ListingCounts({ active, pending }: { active: number | undefined; pending: number | undefined }) {
  const { t } = useTranslation('profile');
  return (
    <div className="listing-counts">
      <Card size="small">
        <Statistic title={t('counts.active')} value={active ?? 0} loading={active === undefined} />
      </Card>
      <Card size="small">
        <Statistic title={t('counts.pending')} value={pending ?? 0} loading={pending === undefined} />
      </Card>
    </div>
  );
}
