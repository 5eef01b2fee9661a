import './notification-count.css';

/** Counts above this show as "99+". */
const MAX_SHOWN = 99;

/** The number on the bell's corner (decorative: the link's name says the count); nothing at 0. */
export function NotificationCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="notification-count" aria-hidden="true">
      {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
    </span>
  );
}
