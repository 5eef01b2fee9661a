import { Command } from '@nestjs/cqrs';
import type { ListingContentInput } from '../../domain/listing-rules';
import type { CoinView } from '../coin-view';

export type AdminListingChanges = ListingContentInput & { imageUrl?: unknown };

/** An admin corrects a listing's content (recorded in its moderation history). */
export class AdminEditListingCommand extends Command<CoinView> {
  constructor(
    readonly adminId: number,
    readonly listingId: number,
    readonly changes: AdminListingChanges,
  ) {
    super();
  }
}
