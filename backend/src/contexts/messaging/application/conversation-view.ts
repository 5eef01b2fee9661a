/** A message as the API shows it. */
export interface MessageView {
  id: number;
  conversationId: number;
  senderId: number;
  receiverId: number;
  coinId: number;
  content: string;
  createdAt: string;
  isRead: boolean;
}

/** A conversation as one of its two parties sees it. */
export interface ConversationView {
  id: number;
  buyerId: number;
  sellerId: number;
  coinId: number;
  lastMessageId: number | null;
  createdAt: string;
  updatedAt: string;
  buyer: { id: number; name: string };
  seller: { id: number; name: string };
  coin: { id: number; title: string; price: number; imageUrl: string | null; isSold: boolean; isRemoved: boolean };
  lastMessage: { content: string; createdAt: string; senderId: number } | null;
  /** Messages to the viewer not yet read. */
  unreadCount: number;
}

/** Who a conversation is between and about: what other contexts (offers) may ask. */
export interface ConversationRef {
  id: number;
  buyerId: number;
  sellerId: number;
  coinId: number;
}
