import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { ListingInput } from '../../domain/listing-input';
import type { CoinView } from '../coin-view';

export interface CreateListingOptions {
  /** Seeding and imports only: backdate the listing. It counts in its month's listing quota like any other. */
  trusted?: { createdAt: Date };
}

/** A seller lists a coin: checked, picture re-encoded, counted against the monthly limit, submitted for review. */
export class CreateListingCommand extends Command<CoinView> {
  constructor(
    readonly seller: Principal,
    readonly content: ListingInput,
    readonly image: Buffer | null,
    readonly options: CreateListingOptions = {},
  ) {
    super();
  }
}
