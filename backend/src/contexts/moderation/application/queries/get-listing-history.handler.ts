import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { GetUserSummariesQuery } from '../../../identity/application/queries/get-user-summaries.query';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { GetListingHistoryQuery, ListingHistoryEntry } from './get-listing-history.query';

const actorOf = (data: Record<string, unknown>): number | null =>
  typeof data.by === 'number' ? data.by : typeof data.sellerId === 'number' ? data.sellerId : null;

@QueryHandler(GetListingHistoryQuery)
export class GetListingHistoryHandler implements IQueryHandler<GetListingHistoryQuery> {
  constructor(
    private readonly streams: ListingStreams,
    private readonly queries: QueryBus,
  ) {}

  async execute({ listingId }: GetListingHistoryQuery): Promise<ListingHistoryEntry[]> {
    const events = await this.streams.history(listingId);
    if (events.length === 0) throw new NotFoundError('Coin not found');
    const actorIds = events.map((event) => actorOf(event.data)).filter((id): id is number => id !== null);
    const people = new Map((await this.queries.execute(new GetUserSummariesQuery(actorIds))).map((user) => [user.id, user.name]));
    return events.map((event) => {
      const actorId = actorOf(event.data);
      return {
        version: event.streamVersion,
        type: event.type,
        occurredAt: event.occurredAt.toISOString(),
        actor: actorId === null ? null : { id: actorId, name: people.get(actorId) ?? '' },
        data: event.data,
      };
    });
  }
}
