import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Actors } from '../../infrastructure/actors';
import { ListingStreams } from '../../infrastructure/listing-streams';
import { RecordAdminEditCommand } from './record-admin-edit.command';

@CommandHandler(RecordAdminEditCommand)
export class RecordAdminEditHandler implements ICommandHandler<RecordAdminEditCommand> {
  constructor(
    private readonly streams: ListingStreams,
    private readonly actors: Actors,
  ) {}

  async execute({ listingId, adminId, changes, tx }: RecordAdminEditCommand): Promise<void> {
    await this.streams.execute(listingId, { kind: 'recordAdminEdit', changes, actor: await this.actors.of(adminId) }, tx);
  }
}
