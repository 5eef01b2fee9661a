import { Command } from '@nestjs/cqrs';
import type { ListingContentInput } from '../../domain/listing-rules';
import type { CoinView } from '../coin-view';

/** The seller edits a rejected listing (any fields, optionally a new picture) and sends it back for review. */
export class ReviseRejectedListingCommand extends Command<CoinView> {
  constructor(
    readonly sellerId: number,
    readonly listingId: number,
    readonly changes: ListingContentInput,
    readonly image: Buffer | null,
  ) {
    super();
  }
}
