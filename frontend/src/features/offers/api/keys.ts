/** Cache keys of offers; each carries the signed-in user's id, like the messaging keys. */
export const offerKeys = {
  all: (userId: number) => ['offers', userId] as const,
  conversation: (userId: number, conversationId: number) => ['offers', userId, conversationId] as const,
};
