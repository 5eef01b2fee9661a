import { Command } from '@nestjs/cqrs';

/** An admin approves (goes live) or rejects (with an optional reason) a listing. */
export class DecideListingCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly adminId: number,
    readonly approved: boolean,
    readonly reason: string | null,
  ) {
    super();
  }
}
