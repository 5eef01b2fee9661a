import { Command } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The seller edited a rejected listing: back to pending, inside the Catalog's edit transaction. */
export class ResubmitListingCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly userId: number,
    readonly tx: EntityManager,
  ) {
    super();
  }
}
