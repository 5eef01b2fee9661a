import { COUNT_PILL, shownCount } from '@/components/count-pill';

/** The number on the bell's corner (decorative: the link's name says the count); nothing at 0. */
export function NotificationCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={COUNT_PILL} aria-hidden="true">
      {shownCount(count)}
    </span>
  );
}
