import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { ListingInput } from '../../domain/listing-input';
import type { CoinView } from '../coin-view';

/** The files of an owner's edit: spec.md's `image` (the new cover) and the repeated `images`. */
export interface EditUploads {
  image: Buffer | null;
  images: readonly Buffer[];
}

/**
 * The seller edits their own listing (any subset of the form's fields, and its photos, decisions/0075).
 * The listing's lifecycle decides what it means: a rejected listing goes back for review; a pending
 * one stays pending; an approved one stays live unless its title or description changed or a photo
 * was added or replaced.
 */
export class EditOwnListingCommand extends Command<CoinView> {
  constructor(
    readonly seller: Principal,
    readonly listingId: number,
    readonly changes: ListingInput,
    readonly uploads: EditUploads = { image: null, images: [] },
    /** `photos` as sent: the whole new list in order ({id, role?} or {upload, role?}); left out, `image` replaces the cover and `images` are added. */
    readonly photos: unknown = undefined,
  ) {
    super();
  }
}
