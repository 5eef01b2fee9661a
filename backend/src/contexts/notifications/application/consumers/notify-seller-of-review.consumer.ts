import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ListingEventData } from '../../../catalog/application/events/listing-stream.events';
import { GetListingSummariesQuery } from '../../../catalog/application/queries/get-listing-summaries.query';
import { Consumer, DurableConsumer, streamNumber } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { NotifyUsersCommand } from '../commands/notify-users.command';
import { sourceKeyOf } from './source-key';

const LISTING_APPROVED = 'ListingApproved';
const LISTING_REJECTED = 'ListingRejected';

/**
 * The review's decision to the seller (decisions/0065): `listing-approved` opens the coin's page;
 * `listing-rejected` opens My Listings on it, with the catalogue's `reasonCode` and the admin's `note`
 * (the client says the reason in the seller's language), or the admin's free-text `reason` when the
 * rejection had no code.
 */
@Consumer()
export class NotifySellerOfReviewConsumer implements DurableConsumer {
  readonly name = 'notifications.seller-of-review';
  readonly eventTypes = [LISTING_APPROVED, LISTING_REJECTED];
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
    const params = { coinId, coinTitle: listing.title };
    const notification =
      event.type === LISTING_APPROVED
        ? { userId: listing.sellerId, type: 'listing-approved' as const, params, link: `/coin/${coinId}` }
        : { userId: listing.sellerId, type: 'listing-rejected' as const, params: { ...params, ...rejection(event.data as ListingEventData<'ListingRejected'>) }, link: `/my-listings?highlight=${coinId}` };
    await this.commands.execute(new NotifyUsersCommand(sourceKeyOf(this, event), [notification]));
  }
}

function rejection({ reason, reasonCode, note }: ListingEventData<'ListingRejected'>): { reasonCode: string | null; note: string | null; reason: string | null } {
  return reasonCode ? { reasonCode, note: note ?? null, reason: null } : { reasonCode: null, note: null, reason };
}
