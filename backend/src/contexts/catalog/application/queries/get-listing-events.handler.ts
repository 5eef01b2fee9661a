import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError } from '../../../../platform/kernel/errors';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { GetListingEventsQuery, ListingEventView } from './get-listing-events.query';

@QueryHandler(GetListingEventsQuery)
export class GetListingEventsHandler implements IQueryHandler<GetListingEventsQuery> {
  constructor(private readonly listings: ListingStreams) {}

  async execute({ listingId }: GetListingEventsQuery): Promise<ListingEventView[]> {
    const events = await this.listings.history(listingId);
    if (events.length === 0) throw new NotFoundError('Coin not found');
    return events.map((event) => ({ version: event.streamVersion, type: event.type, occurredAt: event.occurredAt.toISOString(), data: event.data }));
  }
}
