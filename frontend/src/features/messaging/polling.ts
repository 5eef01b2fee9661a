/** Polling intervals while the socket is down (spec §9). */
export const CONVERSATIONS_POLL_MS = 3_000;
export const MESSAGES_POLL_MS = 2_000;
export const UNREAD_COUNT_POLL_MS = 30_000;
