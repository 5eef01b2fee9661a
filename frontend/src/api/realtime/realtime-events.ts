import type { components } from '../schema';

type Message = components['schemas']['MessageDto'];
type Offer = components['schemas']['OfferDto'];

/** What the server pushes to a signed-in user's sockets (decisions.md, "Messaging and offers"). */
export interface RealtimePayloads {
  'message:new': { conversationId: number; message: Message };
  'offer:new': { conversationId: number; offer: Offer };
  'offer:updated': { conversationId: number; offer: Offer };
  'unread:count': { unreadCount: number };
  /** To admins: a claim was taken, extended or released, or a listing decided or submitted (decisions/0063). */
  'moderation:queue-changed': { coinId: number };
}

export type RealtimeEvent = keyof RealtimePayloads;
