import { NOTIFICATION_TYPES, NotificationType } from './commands/notify-users.command';
import type { PushPreferences } from './notification-view';

/**
 * Push is on for every type until the user turns one off (decisions/0065): nothing is pushed before
 * the user has opted in to Web Push in the browser, and whoever opts in wants to hear of messages,
 * offers, their listings, their plan, watched coins and saved searches alike.
 */
export const PUSH_BY_DEFAULT: Readonly<PushPreferences> = Object.freeze(
  Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, true])) as PushPreferences,
);

export const isNotificationType = (value: unknown): value is NotificationType => (NOTIFICATION_TYPES as readonly unknown[]).includes(value);

/** Every type's push choice: the stored ones over the defaults (a stored row for a type no longer known is ignored). */
export function pushPreferences(stored: readonly { type: string; push: boolean }[]): PushPreferences {
  const preferences = { ...PUSH_BY_DEFAULT };
  for (const { type, push } of stored) if (isNotificationType(type)) preferences[type] = push;
  return preferences;
}
