import type { NotificationParams, NotificationType } from './commands/notify-users.command';

/** One notification as its user reads it; the client writes the sentence from `type` + `params`. */
export interface NotificationView {
  id: number;
  type: NotificationType;
  params: NotificationParams;
  /** The app path it opens, e.g. `/coin/42`. */
  link: string;
  createdAt: string;
  readAt: string | null;
}

/** Per type, whether it is also sent as a Web Push notification; in the app every type is always shown. */
export type PushPreferences = Record<NotificationType, boolean>;
