import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

/** The number of listings waiting for review, beside "Admin"; nothing when there are none. */
export function PendingReviewCount({ count }: { count: number }) {
  const { t } = useTranslation('layout');
  if (count <= 0) return null;
  return (
    <span className="pending-review-count">
      <Badge count={count} overflowCount={99} aria-hidden="true" color="var(--ant-color-primary)" />
      <span className="visually-hidden">{t('header.pendingReview', { count })}</span>
    </span>
  );
}
