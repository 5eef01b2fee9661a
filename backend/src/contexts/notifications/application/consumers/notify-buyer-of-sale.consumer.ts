import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { LISTING_MARKED_SOLD, ListingEventData } from '../../../catalog/application/events/listing-stream.events';
import { GetListingSummariesQuery } from '../../../catalog/application/queries/get-listing-summaries.query';
import { GetUserSummariesQuery } from '../../../identity/application/queries/get-user-summaries.query';
import { Consumer, DurableConsumer, streamNumber } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { NotifyUsersCommand } from '../commands/notify-users.command';
import { sourceKeyOf } from './source-key';

/**
 * A seller marked a coin sold to the buyer of one of its conversations (decisions/0086): `sold-to-you`
 * to that buyer, opening the conversation, where they can rate the seller. A sale without a named
 * buyer tells nobody here (watchers are told by the Catalog's own consumer).
 */
@Consumer()
export class NotifyBuyerOfSaleConsumer implements DurableConsumer {
  readonly name = 'notifications.buyer-of-sale';
  readonly eventTypes = [LISTING_MARKED_SOLD];
  /** Notifications are about what happens from now on: a first deployment does not tell of the past. */
  readonly startFrom = 'end' as const;

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const sale = event.data as ListingEventData<'ListingMarkedSold'>;
    if (sale.buyerId === undefined || sale.conversationId === undefined) return;
    const coinId = streamNumber(event);
    const [[listing], [seller]] = await Promise.all([
      this.queries.execute(new GetListingSummariesQuery([coinId])),
      this.queries.execute(new GetUserSummariesQuery([sale.by])),
    ]);
    await this.commands.execute(
      new NotifyUsersCommand(sourceKeyOf(this, event), [
        {
          userId: sale.buyerId,
          type: 'sold-to-you',
          params: { coinId, coinTitle: listing?.title ?? null, sellerName: seller?.name ?? null },
          link: `/messages?conversation=${sale.conversationId}`,
        },
      ]),
    );
  }
}
