import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { isId } from '../../../../platform/kernel/ids';
import { GetListingEventsQuery } from '../../../catalog/application/queries/get-listing-events.query';
import { GetUserSummariesQuery } from '../../../identity/application/queries/get-user-summaries.query';
import { GetListingHistoryQuery, ListingHistoryEntry } from './get-listing-history.query';

/** Who did it: `by` on every event but the submission, which names its seller. */
const actorOf = (data: Record<string, unknown>): number | null => (isId(data.by) ? data.by : isId(data.sellerId) ? data.sellerId : null);

/** The listing's events as the Catalog stores them, each with the name of the person who acted (asked of Identity). */
@QueryHandler(GetListingHistoryQuery)
export class GetListingHistoryHandler implements IQueryHandler<GetListingHistoryQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ listingId }: GetListingHistoryQuery): Promise<ListingHistoryEntry[]> {
    const events = await this.queries.execute(new GetListingEventsQuery(listingId));
    const actorIds = events.map((event) => actorOf(event.data)).filter((id): id is number => id !== null);
    const people = new Map((await this.queries.execute(new GetUserSummariesQuery(actorIds))).map((user) => [user.id, user.name]));
    return events.map(({ version, type, occurredAt, data }) => {
      const actorId = actorOf(data);
      return { version, type, occurredAt, actor: actorId === null ? null : { id: actorId, name: people.get(actorId) ?? '' }, data };
    });
  }
}
