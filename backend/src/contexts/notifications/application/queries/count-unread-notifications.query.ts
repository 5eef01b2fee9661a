import { Query } from '@nestjs/cqrs';

/** How many of the user's notifications are unread (a group counts once). */
export class CountUnreadNotificationsQuery extends Query<number> {
  constructor(readonly userId: number) {
    super();
  }
}
