import type { Conversation, Message } from './types';

/**
 * The conversation's messages (oldest first) with `message` in its place; a message already there
 * (the sender's own answer and its push both arrive) is not added twice. Messages not loaded yet
 * stay unloaded: their first fetch brings everything.
 */
export function withMessage(messages: Message[] | undefined, message: Message): Message[] | undefined {
  if (!messages || messages.some((known) => known.id === message.id)) return messages;
  const after = messages.findIndex((known) => known.id > message.id);
  return after === -1 ? [...messages, message] : [...messages.slice(0, after), message, ...messages.slice(after)];
}

/** The list after the viewer read a conversation: nothing in it is unread any more. */
export function withConversationRead(
  conversations: Conversation[] | undefined,
  conversationId: number,
): Conversation[] | undefined {
  if (!conversations?.some((conversation) => conversation.id === conversationId && conversation.unreadCount > 0)) {
    return conversations;
  }
  return conversations.map((conversation) =>
    conversation.id === conversationId ? { ...conversation, unreadCount: 0 } : conversation,
  );
}
