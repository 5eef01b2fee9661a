import { Command } from '@nestjs/cqrs';

/** The seller or an admin marks a listing sold; one-way (a second time is a 409). */
export class MarkListingSoldCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly actorId: number,
  ) {
    super();
  }
}
