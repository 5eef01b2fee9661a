import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Consumer, DurableConsumer, streamNumber } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { NotificationToSend, NotifyUsersCommand } from '../../../notifications/application/commands/notify-users.command';
import type { ListingEvent } from '../../domain/listing-lifecycle';
import { priceDrop } from '../../domain/watch-rules';
import { ListingWatches } from '../../infrastructure/listing-watches.store';
import { liveListingSql } from '../../infrastructure/live-listing-sql';

type EditData = Extract<ListingEvent, { type: 'ListingDetailsEdited' | 'ListingEditedByAdmin' }>['data'];

/**
 * Tells each watcher of a live listing that its price dropped (the seller's edit or an admin's),
 * `watched-price-dropped` with the coin's title and the old and new price (decisions/0066). The
 * notification's source is this consumer and the event's position, so a redelivery changes nothing.
 */
@Consumer()
export class NotifyWatchersOfPriceDropConsumer implements DurableConsumer {
  readonly name = 'catalog.notify-watchers-of-price-drop';
  readonly eventTypes = ['ListingDetailsEdited', 'ListingEditedByAdmin'] satisfies ListingEvent['type'][];
  readonly startFrom = 'end';

  constructor(
    private readonly em: EntityManager,
    private readonly watches: ListingWatches,
    private readonly commands: CommandBus,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const drop = priceDrop(event.data as EditData);
    if (!drop) return;
    const coinId = streamNumber(event);
    const [listing] = await this.em
      .getConnection()
      .execute<{ title: string; sellerId: number }[]>(
        `SELECT "title", "seller_id" AS "sellerId" FROM "coins" WHERE "id" = ? AND ${liveListingSql('')} AND NOT "is_sold"`,
        [coinId],
      );
    if (!listing) return;
    const watchers = await this.watches.watchersOf(coinId, listing.sellerId);
    if (!watchers.length) return;
    const params = { coinId, title: listing.title, oldPrice: drop.oldPrice, newPrice: drop.newPrice };
    await this.commands.execute(
      new NotifyUsersCommand(
        `${this.name}:${event.globalPosition}`,
        watchers.map((userId): NotificationToSend => ({ userId, type: 'watched-price-dropped', params, link: `/coin/${coinId}` })),
      ),
    );
  }
}
