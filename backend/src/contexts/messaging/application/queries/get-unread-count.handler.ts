import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Conversations } from '../../infrastructure/conversations';
import { GetUnreadCountQuery } from './get-unread-count.query';

@QueryHandler(GetUnreadCountQuery)
export class GetUnreadCountHandler implements IQueryHandler<GetUnreadCountQuery> {
  constructor(private readonly conversations: Conversations) {}

  execute({ userId }: GetUnreadCountQuery): Promise<number> {
    return this.conversations.unreadCount(userId);
  }
}
