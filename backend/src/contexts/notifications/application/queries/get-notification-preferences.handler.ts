import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotificationPreferencesStore } from '../../infrastructure/notification-preferences.store';
import type { PushPreferences } from '../notification-view';
import { GetNotificationPreferencesQuery } from './get-notification-preferences.query';

@QueryHandler(GetNotificationPreferencesQuery)
export class GetNotificationPreferencesHandler implements IQueryHandler<GetNotificationPreferencesQuery> {
  constructor(private readonly preferences: NotificationPreferencesStore) {}

  execute({ userId }: GetNotificationPreferencesQuery): Promise<PushPreferences> {
    return this.preferences.forUser(userId);
  }
}
