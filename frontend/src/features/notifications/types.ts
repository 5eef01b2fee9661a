import type { components } from '@/api/schema';

type Schemas = components['schemas'];

/** One notification as the server sends it; the client writes its sentence from `type` + `params`. */
export type AppNotification = Schemas['NotificationDto'];

export type NotificationType = Schemas['NotificationType'];

/** Per type, whether it is also sent as a Web Push notification (in the app every type is always shown). */
export type PushPreferences = Schemas['PushPreferencesDto'];

/** `notification:new`: the item; one merged into its group also says the id it had before (`replacesId`). */
export type PushedNotification = AppNotification & { replacesId?: number };

/** Every type, in the order the preferences list them (as the server's enum). */
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
] as const satisfies readonly NotificationType[];

/** Every type of the server's enum is in the list above: a type the server adds fails the typecheck until it is. */
type Unlisted = Exclude<NotificationType, (typeof NOTIFICATION_TYPES)[number]>;
export const EVERY_NOTIFICATION_TYPE_LISTED: [Unlisted] extends [never] ? true : Unlisted = true;
