import { Command } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';

/** An admin changed a listing's content; `changes` maps each changed field to its new value. */
export class RecordAdminEditCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly adminId: number,
    readonly changes: Record<string, unknown>,
    readonly tx: EntityManager,
  ) {
    super();
  }
}
