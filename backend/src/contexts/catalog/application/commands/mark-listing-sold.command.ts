import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';

/**
 * The seller or an admin marks a listing sold; one-way (a second time is a 409). The seller may name
 * the buyer by one of the listing's conversations (`conversationId`): the two may then rate each
 * other (decisions/0086).
 */
export class MarkListingSoldCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly actor: Principal,
    readonly conversationId?: number,
  ) {
    super();
  }
}
