/**
 * Cache keys of messaging data. Each carries the signed-in user's id, so one user's conversations
 * never show after another signs in in the same tab.
 */
export const messagingKeys = {
  all: (userId: number) => ['messaging', userId] as const,
  conversations: (userId: number) => ['messaging', userId, 'conversations'] as const,
  messages: (userId: number, conversationId: number) => ['messaging', userId, 'messages', conversationId] as const,
  unreadCount: (userId: number) => ['messaging', userId, 'unread-count'] as const,
  awaitingOffers: (userId: number) => ['messaging', userId, 'awaiting-offers'] as const,
};
