import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';

/** The seller or an admin marks a listing sold; one-way (a second time is a 409). */
export class MarkListingSoldCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly actor: Principal,
  ) {
    super();
  }
}
