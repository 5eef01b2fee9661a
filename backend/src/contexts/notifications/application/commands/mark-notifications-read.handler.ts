import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { NotificationStore } from '../../infrastructure/notification-store';
import { MarkNotificationsReadCommand } from './mark-notifications-read.command';

/** The user's sockets hear the new count from the `NotificationsRead` event's consumer. */
@CommandHandler(MarkNotificationsReadCommand)
export class MarkNotificationsReadHandler implements ICommandHandler<MarkNotificationsReadCommand> {
  constructor(private readonly store: NotificationStore) {}

  async execute({ userId, target }: MarkNotificationsReadCommand): Promise<{ marked: number; unreadCount: number }> {
    const marked = await this.store.markRead(userId, target);
    return { marked: marked.length, unreadCount: await this.store.unreadCount(userId) };
  }
}
