import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { ListingInput } from '../../domain/listing-input';
import type { CoinView } from '../coin-view';

export type AdminListingChanges = ListingInput & { imageUrl?: unknown };

/** An admin corrects a listing's content (recorded in its history as ListingEditedByAdmin). */
export class AdminEditListingCommand extends Command<CoinView> {
  constructor(
    readonly admin: Principal,
    readonly listingId: number,
    readonly changes: AdminListingChanges,
  ) {
    super();
  }
}
