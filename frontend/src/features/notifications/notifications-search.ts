/** /notifications?tab=settings opens the push settings; without it the list shows. */
export interface NotificationsSearch {
  tab?: 'settings';
}

/** Keeps `tab=settings` and drops anything else from the address. */
export function parseNotificationsSearch(search: Record<string, unknown>): NotificationsSearch {
  return search.tab === 'settings' ? { tab: 'settings' } : {};
}
