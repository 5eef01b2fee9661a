import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ValidationError } from '../../../../platform/kernel/errors';
import { NotificationPreferencesStore } from '../../infrastructure/notification-preferences.store';
import type { PushPreferences } from '../notification-view';
import { isNotificationType } from '../push-preferences';
import { NOTIFICATION_TYPES } from './notify-users.command';
import { UpdateNotificationPreferencesCommand } from './update-notification-preferences.command';

@CommandHandler(UpdateNotificationPreferencesCommand)
export class UpdateNotificationPreferencesHandler implements ICommandHandler<UpdateNotificationPreferencesCommand> {
  constructor(private readonly preferences: NotificationPreferencesStore) {}

  async execute({ userId, push }: UpdateNotificationPreferencesCommand): Promise<PushPreferences> {
    const changes: Partial<PushPreferences> = {};
    for (const [type, value] of Object.entries(push)) {
      if (!isNotificationType(type)) throw new ValidationError('push', `push.${type} is not a notification type (one of ${NOTIFICATION_TYPES.join(', ')})`);
      if (typeof value !== 'boolean') throw new ValidationError('push', `push.${type} must be true or false`);
      changes[type] = value;
    }
    await this.preferences.save(userId, changes);
    return this.preferences.forUser(userId);
  }
}
