import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { LISTING_HIDDEN, ListingEventData } from '../../../catalog/application/events/listing-stream.events';
import { GetListingSummariesQuery } from '../../../catalog/application/queries/get-listing-summaries.query';
import { Consumer, DurableConsumer, streamNumber } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { NotifyUsersCommand } from '../commands/notify-users.command';
import { sourceKeyOf } from './source-key';

/**
 * The moderators hid a listing (decisions/0083): `listing-hidden` to its seller with the reason,
 * opening My Listings on it, where it shows "Hidden by the moderators: …".
 */
@Consumer()
export class NotifySellerOfHiddenListingConsumer implements DurableConsumer {
  readonly name = 'notifications.seller-of-hidden-listing';
  readonly eventTypes = [LISTING_HIDDEN];
  /** Notifications are about what happens from now on: a first deployment does not tell of the past. */
  readonly startFrom = 'end' as const;

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const coinId = streamNumber(event);
    const [listing] = await this.queries.execute(new GetListingSummariesQuery([coinId]));
    if (!listing) throw new Error(`listing ${coinId} of ${event.type} is unknown to the Catalog`);
    const { reason } = event.data as ListingEventData<'ListingHidden'>;
    await this.commands.execute(
      new NotifyUsersCommand(sourceKeyOf(this, event), [
        { userId: listing.sellerId, type: 'listing-hidden', params: { coinId, coinTitle: listing.title, reason }, link: `/my-listings?highlight=${coinId}` },
      ]),
    );
  }
}
