import { Command } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ListingLifecycleView } from '../coin-view';

/**
 * The Moderation context's inline projection onto the catalog: run inside the event append's
 * transaction (`tx`), so the listing's visible state is never behind its stream.
 */
export class ApplyListingLifecycleCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly lifecycle: ListingLifecycleView,
    readonly tx: EntityManager,
  ) {
    super();
  }
}
