import { Command } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ListingStatus } from '../../domain/listing-lifecycle';

/**
 * The seller changed their listing (`changes` maps each changed field to its new value), inside the
 * Catalog's edit transaction. Answers the status the listing has afterwards: a rejected one and an
 * approved one whose title, description or picture changed are back to pending.
 */
export class RecordSellerEditCommand extends Command<ListingStatus> {
  constructor(
    readonly listingId: number,
    readonly sellerId: number,
    readonly changes: Record<string, unknown>,
    readonly tx: EntityManager,
  ) {
    super();
  }
}
