import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';
import type { AdminListingChanges } from '../../../catalog/application/commands/admin-edit-listing.command';

/** What a decision may carry besides spec.md's reason (decisions/0063). */
export interface DecisionDetails {
  /** A rejection's reason from the catalogue, and the admin's note (required with `other`). */
  reasonCode?: string;
  note?: string;
  /** An approval's edit of the listing, applied before approving. */
  edit?: AdminListingChanges;
}

/**
 * An admin approves (goes live) or rejects (with a reason) a listing in review: 409 naming the admin
 * who holds a live claim on it; the listing's claim ends with the decision.
 */
export class DecideListingCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly admin: Principal,
    readonly approved: boolean,
    readonly reason: string | null,
    readonly details: DecisionDetails = {},
  ) {
    super();
  }
}
