import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Consumer, DurableConsumer, streamNumber } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { NotificationToSend, NotifyUsersCommand } from '../../../notifications/application/commands/notify-users.command';
import type { ListingEvent } from '../../domain/listing-lifecycle';
import { ListingWatches } from '../../infrastructure/listing-watches.store';

/**
 * Tells each watcher that a watched listing was sold (`watched-sold`, with the coin's title;
 * decisions/0066). The sold coin stays on their watchlist, marked as sold.
 */
@Consumer()
export class NotifyWatchersWhenSoldConsumer implements DurableConsumer {
  readonly name = 'catalog.notify-watchers-when-sold';
  readonly eventTypes = ['ListingMarkedSold'] satisfies ListingEvent['type'][];
  readonly startFrom = 'end';

  constructor(
    private readonly em: EntityManager,
    private readonly watches: ListingWatches,
    private readonly commands: CommandBus,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const coinId = streamNumber(event);
    const [listing] = await this.em
      .getConnection()
      .execute<{ title: string; sellerId: number }[]>('SELECT "title", "seller_id" AS "sellerId" FROM "coins" WHERE "id" = ? AND "deleted_at" IS NULL', [coinId]);
    if (!listing) return;
    const watchers = await this.watches.watchersOf(coinId, listing.sellerId);
    if (!watchers.length) return;
    await this.commands.execute(
      new NotifyUsersCommand(
        `${this.name}:${event.globalPosition}`,
        watchers.map((userId): NotificationToSend => ({ userId, type: 'watched-sold', params: { coinId, title: listing.title }, link: `/coin/${coinId}` })),
      ),
    );
  }
}
