/**
 * What a notification is about. The client writes the sentence from `type` + `params` in the
 * reader's language; the server never sends English text.
 */
export const NOTIFICATION_TYPES = [
  'message-received',
  'offer-made',
  'offer-accepted',
  'offer-rejected',
  'offer-countered',
  'offer-withdrawn',
  'offer-expiring',
  'offer-expired',
  'review-received',
  'sold-to-you',
  'listing-approved',
  'listing-rejected',
  'listing-hidden',
  'report-resolved',
  'subscription-activated',
  'subscription-expiring',
  'subscription-expired',
  'watched-price-dropped',
  'watched-sold',
  'saved-search-matches',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type NotificationParams = Record<string, string | number | boolean | null>;

export interface NotificationToSend {
  userId: number;
  type: NotificationType;
  params: NotificationParams;
  /** The app path the notification opens, e.g. `/coin/42` or `/messages?conversation=7`. */
  link: string;
  /**
   * Notifications of one group (e.g. `conversation-7`, `saved-search-3`) collapse into one unread
   * notification per user: a new one updates it (params replaced, `count` of merged sources kept).
   */
  groupKey?: string;
}

/**
 * Tells users something happened. Sent by durable consumers, so it arrives at least once:
 * `sourceKey` (e.g. `<consumer>:<event position>`) makes a repeat change nothing.
 */
export class NotifyUsersCommand {
  constructor(
    readonly sourceKey: string,
    readonly notifications: NotificationToSend[],
  ) {}
}
