import { Command } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Starts a new listing's moderation stream as pending, inside the Catalog's create transaction. */
export class SubmitListingCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly sellerId: number,
    readonly tx: EntityManager,
  ) {
    super();
  }
}
