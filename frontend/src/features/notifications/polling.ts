/** The unread count is asked for this often only while the socket is down (spec §9); pushes keep it current otherwise. */
export const UNREAD_NOTIFICATIONS_POLL_MS = 30_000;
