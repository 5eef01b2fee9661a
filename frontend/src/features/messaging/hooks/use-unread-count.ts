/**
 * How many messages wait unread for the signed-in user; 0 for visitors.
 * Conversations do not exist yet, so nothing can be unread: once GET /api/messages/unread-count
 * exists, this hook is the one place that fetches it (every 30 s, only when signed in).
 */
export function useUnreadCount(): number {
  return 0;
}
