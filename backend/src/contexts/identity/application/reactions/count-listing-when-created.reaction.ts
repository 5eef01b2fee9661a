import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListingCreatedEvent } from '../../../catalog/application/events/listing-created.event';

/**
 * Keeps users.coinsListedThisMonth (shown on the profile) in step with the Catalog: the counter
 * restarts when a listing is created in a new calendar month, India time. The Catalog's own quota
 * table is what enforces the limit.
 */
@EventsHandler(ListingCreatedEvent)
export class CountListingWhenCreatedReaction implements IEventHandler<ListingCreatedEvent> {
  constructor(private readonly em: EntityManager) {}

  async handle(event: ListingCreatedEvent): Promise<void> {
    await this.em.getConnection().execute(
      `UPDATE "users" SET
         "coins_listed_this_month" = CASE
           WHEN "last_reset_date" IS NOT NULL
            AND to_char("last_reset_date" AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') = to_char(?::timestamptz AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')
           THEN "coins_listed_this_month" + 1 ELSE 1 END,
         "last_reset_date" = CASE
           WHEN "last_reset_date" IS NOT NULL
            AND to_char("last_reset_date" AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') = to_char(?::timestamptz AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')
           THEN "last_reset_date" ELSE ?::timestamptz END
       WHERE "id" = ? AND to_char(?::timestamptz AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') = to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')`,
      [event.createdAt, event.createdAt, event.createdAt, event.sellerId, event.createdAt],
    );
  }
}
