import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { ListingInput } from '../../domain/listing-input';
import type { CoinView } from '../coin-view';

/**
 * The seller edits their own listing (any subset of the form's fields, optionally a new picture).
 * The listing's lifecycle decides what it means: a rejected listing goes back for review; a pending
 * one stays pending; an approved one stays live unless its title, description or picture changed.
 */
export class EditOwnListingCommand extends Command<CoinView> {
  constructor(
    readonly seller: Principal,
    readonly listingId: number,
    readonly changes: ListingInput,
    readonly image: Buffer | null,
  ) {
    super();
  }
}
