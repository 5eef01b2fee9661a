import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/kernel/principal';

/** Deletes one of the owner's saved searches (another user's is not found). */
export class DeleteSavedSearchCommand extends Command<void> {
  constructor(
    readonly owner: Principal,
    readonly savedSearchId: number,
  ) {
    super();
  }
}
