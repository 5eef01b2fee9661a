import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotificationStore } from '../../infrastructure/notification-store';
import type { NotificationView } from '../notification-view';
import { ListNotificationsQuery } from './list-notifications.query';

@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery> {
  constructor(private readonly store: NotificationStore) {}

  execute({ userId, limit, before }: ListNotificationsQuery): Promise<NotificationView[]> {
    return this.store.list(userId, limit, before);
  }
}
