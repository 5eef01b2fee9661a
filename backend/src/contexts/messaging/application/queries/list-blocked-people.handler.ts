import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetUserSummariesQuery } from '../../../identity/application/queries/get-user-summaries.query';
import { UserBlocks } from '../../infrastructure/user-blocks';
import type { BlockedPersonView } from '../conversation-view';
import { ListBlockedPeopleQuery } from './list-blocked-people.query';

@QueryHandler(ListBlockedPeopleQuery)
export class ListBlockedPeopleHandler implements IQueryHandler<ListBlockedPeopleQuery> {
  constructor(
    private readonly blocks: UserBlocks,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId }: ListBlockedPeopleQuery): Promise<BlockedPersonView[]> {
    const rows = await this.blocks.blockedBy(userId);
    if (rows.length === 0) return [];
    const people = await this.queries.execute(new GetUserSummariesQuery(rows.map((row) => row.blockedId)));
    const names = new Map(people.map((person) => [person.id, person.name]));
    return rows.map((row) => ({ id: row.blockedId, name: names.get(row.blockedId) ?? '', blockedAt: row.createdAt.toISOString() }));
  }
}
