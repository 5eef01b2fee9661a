import { safeReturnPath } from '@/lib/return-path';

/** Where a notification leads: its app path when it is one of this site's, else the notifications screen. */
export function notificationHref(link: string): string {
  return safeReturnPath(link) ?? '/notifications';
}

/** Whether a click asks for a new tab or window (the browser's own job) rather than a move within the app. */
export function opensElsewhere(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
