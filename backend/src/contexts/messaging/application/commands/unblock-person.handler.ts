import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { checkOtherPerson } from '../../domain/blocking';
import { UserBlocks } from '../../infrastructure/user-blocks';
import { UnblockPersonCommand } from './unblock-person.command';

/** Lifts a block (idempotent: nothing in force, nothing changes); the row stays with its `unblocked_at`. */
@CommandHandler(UnblockPersonCommand)
export class UnblockPersonHandler implements ICommandHandler<UnblockPersonCommand> {
  constructor(private readonly blocks: UserBlocks) {}

  async execute({ blockerId, blockedId }: UnblockPersonCommand): Promise<boolean> {
    checkOtherPerson(blockerId, blockedId, 'userId');
    return this.blocks.unblock(blockerId, blockedId);
  }
}
