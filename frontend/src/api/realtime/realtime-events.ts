import type { components } from '../schema';

type Message = components['schemas']['MessageDto'];
type Offer = components['schemas']['OfferDto'];
type Notification = components['schemas']['NotificationDto'];

/** What the server pushes to a signed-in user's sockets (decisions.md, "Messaging and offers"). */
export interface RealtimePayloads {
  'message:new': { conversationId: number; message: Message };
  'offer:new': { conversationId: number; offer: Offer };
  'offer:updated': { conversationId: number; offer: Offer };
  'unread:count': { unreadCount: number };
  /** The user or someone they talk to blocked or unblocked the other: read the conversations again (decisions/0084). */
  'conversations:changed': Record<string, never>;
  /** To admins: a claim was taken, extended or released, or a listing decided or submitted (decisions/0063). */
  'moderation:queue-changed': { coinId: number };
  /** To admins: a report was filed, or an admin acted on a target's reports (decisions/0093). */
  'moderation:reports-changed': { targetType: 'listing' | 'user' | 'message'; targetId: number };
  /** A new notification, or one merged into its group, which moved to the top under a new id (`replacesId` was its id). */
  'notification:new': Notification & { replacesId?: number };
  /** The user's unread notifications after any change (a group counts once). */
  'notification:count': { unreadCount: number };
}

export type RealtimeEvent = keyof RealtimePayloads;
