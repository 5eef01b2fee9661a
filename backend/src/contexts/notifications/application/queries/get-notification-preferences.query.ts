import { Query } from '@nestjs/cqrs';
import type { PushPreferences } from '../notification-view';

/** The user's push choice for every notification type (the defaults where they chose nothing). */
export class GetNotificationPreferencesQuery extends Query<PushPreferences> {
  constructor(readonly userId: number) {
    super();
  }
}
