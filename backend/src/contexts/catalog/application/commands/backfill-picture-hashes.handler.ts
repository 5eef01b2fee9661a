import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PictureHashBackfill } from '../../infrastructure/picture-hash-backfill';
import { BackfillPictureHashesCommand, PictureHashBackfillResult } from './backfill-picture-hashes.command';

@CommandHandler(BackfillPictureHashesCommand)
export class BackfillPictureHashesHandler implements ICommandHandler<BackfillPictureHashesCommand> {
  constructor(private readonly backfill: PictureHashBackfill) {}

  execute(): Promise<PictureHashBackfillResult> {
    return this.backfill.run();
  }
}
