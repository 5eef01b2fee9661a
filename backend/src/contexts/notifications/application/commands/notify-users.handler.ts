import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isId } from '../../../../platform/kernel/ids';
import { NotificationStore } from '../../infrastructure/notification-store';
import { isNotificationType } from '../push-preferences';
import { NotificationToSend, NotifyUsersCommand } from './notify-users.command';

const SOURCE_KEY_MAX = 200;
const LINK_MAX = 300;
const GROUP_KEY_MAX = 100;

/** A sender's mistake, not a user's: the durable consumer that sent it retries, then parks the event where ops see it. */
function problemOf(notification: NotificationToSend): string | null {
  if (!isId(notification.userId)) return `userId ${String(notification.userId)} is not an id`;
  if (!isNotificationType(notification.type)) return `type ${String(notification.type)} is not a notification type`;
  const { link, groupKey, params } = notification;
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//') || link.length > LINK_MAX) return `link ${String(link)} is not an app path`;
  if (groupKey !== undefined && (typeof groupKey !== 'string' || !groupKey || groupKey.length > GROUP_KEY_MAX)) return 'groupKey must be 1 to 100 characters';
  if (!params || typeof params !== 'object' || Array.isArray(params)) return 'params must be an object';
  return null;
}

/**
 * Stores the notifications in one transaction with their outbox events (decisions/0065): a user who
 * already had `sourceKey` is passed over, so a repeated delivery changes nothing; a grouped one merges
 * into the group's unread notification. Answers how many were stored or merged.
 */
@CommandHandler(NotifyUsersCommand)
export class NotifyUsersHandler implements ICommandHandler<NotifyUsersCommand> {
  constructor(private readonly store: NotificationStore) {}

  async execute({ sourceKey, notifications }: NotifyUsersCommand): Promise<number> {
    if (typeof sourceKey !== 'string' || !sourceKey || sourceKey.length > SOURCE_KEY_MAX) throw new Error('NotifyUsersCommand: sourceKey must be 1 to 200 characters');
    for (const notification of notifications) {
      const problem = problemOf(notification);
      if (problem) throw new Error(`NotifyUsersCommand ${sourceKey}: ${problem}`);
    }
    if (notifications.length === 0) return 0;
    return this.store.notify(sourceKey, notifications);
  }
}
