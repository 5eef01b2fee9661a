/**
 * Messaging's integration events: written to the conversation's outbox stream `conversation-<id>`
 * in the same transaction as the change (`EventStore.appendToOutbox`), read by durable consumers
 * (decisions/0064, 0068). The types are stored and never renamed. They carry ids and what a reaction
 * needs to decide, never a message's text: the event store is append-only, so a private message
 * stays in Messaging's tables, where the consumers that push it read it.
 */
export const conversationStream = (conversationId: number): string => `conversation-${conversationId}`;

/** A buyer started a conversation about a listing (once per buyer and listing). */
export const CONVERSATION_STARTED = 'ConversationStarted';
export interface ConversationStartedData {
  conversationId: number;
  coinId: number;
  buyerId: number;
  sellerId: number;
}

/** A message was sent in the conversation. */
export const MESSAGE_SENT = 'MessageSent';
export interface MessageSentData {
  conversationId: number;
  messageId: number;
  coinId: number;
  senderId: number;
  receiverId: number;
}

/** The reader opened the conversation: `count` messages to them, up to `lastMessageId`, are now read. */
export const MESSAGES_READ = 'MessagesRead';
export interface MessagesReadData {
  conversationId: number;
  readerId: number;
  count: number;
  lastMessageId: number;
}

export type ConversationStreamEvent =
  | { type: typeof CONVERSATION_STARTED; data: ConversationStartedData }
  | { type: typeof MESSAGE_SENT; data: MessageSentData }
  | { type: typeof MESSAGES_READ; data: MessagesReadData };
