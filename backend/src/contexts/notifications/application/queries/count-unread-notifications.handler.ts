import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotificationStore } from '../../infrastructure/notification-store';
import { CountUnreadNotificationsQuery } from './count-unread-notifications.query';

@QueryHandler(CountUnreadNotificationsQuery)
export class CountUnreadNotificationsHandler implements IQueryHandler<CountUnreadNotificationsQuery> {
  constructor(private readonly store: NotificationStore) {}

  execute({ userId }: CountUnreadNotificationsQuery): Promise<number> {
    return this.store.unreadCount(userId);
  }
}
