/** A message as the API shows it. */
export interface MessageView {
  id: number;
  conversationId: number;
  senderId: number;
  receiverId: number;
  coinId: number;
  content: string;
  /** Numbers, e-mail addresses or UPI ids in `content` are hidden from this reader until an offer is accepted (decisions/0080). */
  contactDetailsHidden: boolean;
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
  lastMessage: { content: string; contactDetailsHidden: boolean; createdAt: string; senderId: number } | null;
  /** An offer in it was accepted: both parties read each other's contact details (decisions/0080). */
  contactDetailsShared: boolean;
  /** Messages to the viewer not yet read. */
  unreadCount: number;
  /** The viewer blocked the other party: no messages or offers either way (decisions/0084). */
  blockedByMe: boolean;
  /** The other party blocked the viewer: the viewer cannot write or make offers here. */
  blockedMe: boolean;
  /** The other party's account is suspended by the admins (until `otherPartySuspendedUntil`). */
  otherPartySuspended: boolean;
  otherPartySuspendedUntil: string | null;
}

/** Who a conversation is between and about: what other contexts (offers) may ask. */
export interface ConversationRef {
  id: number;
  buyerId: number;
  sellerId: number;
  coinId: number;
}

/** Someone the viewer blocks, as their profile lists them. */
export interface BlockedPersonView {
  id: number;
  name: string;
  blockedAt: string;
}
