import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { ListingInput } from '../../domain/listing-input';
import type { CoinView } from '../coin-view';
import type { PhotoUpload } from '../photo-upload';

export interface CreateListingOptions {
  /** Seeding and imports only: backdate the listing. It counts in its month's listing quota like any other. */
  trusted?: { createdAt: Date };
}

/** A seller lists a coin: checked, photos re-encoded, counted against the monthly limit, submitted for review. */
export class CreateListingCommand extends Command<CoinView> {
  constructor(
    readonly seller: Principal,
    readonly content: ListingInput,
    /** Its photos in order, the cover first: spec.md's `image`, then the files of `images` (at most 8, decisions/0075). */
    readonly photos: readonly PhotoUpload[],
    /** `imageRoles` as sent: one role per photo; left out, the first is the obverse, the second the reverse, the rest other. */
    readonly imageRoles: unknown = undefined,
    readonly options: CreateListingOptions = {},
  ) {
    super();
  }
}
