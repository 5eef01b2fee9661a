import { Query } from '@nestjs/cqrs';
import type { NotificationView } from '../notification-view';

/** The user's notifications, newest first: `limit` of them with an id below `before` (null: from the newest). */
export class ListNotificationsQuery extends Query<NotificationView[]> {
  constructor(
    readonly userId: number,
    readonly limit: number,
    readonly before: number | null,
  ) {
    super();
  }
}
