import { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { BackfillPictureHashesCommand } from '../contexts/catalog/application/commands/backfill-picture-hashes.command';

/**
 * Hashes, in the background, the listing pictures stored before perceptual hashes existed
 * (decisions/0063): started by the processes that run background work (roles `all` and `worker`),
 * it stops at shutdown and carries on at the next start.
 */
export function backfillPictureHashesInBackground(app: INestApplicationContext, logger: Logger): void {
  app
    .get(CommandBus)
    .execute(new BackfillPictureHashesCommand())
    .then(
      (report) => {
        if (report.pictures) logger.info(report, 'hashed listing pictures stored before perceptual hashes');
      },
      (error: unknown) => logger.warn({ err: error }, 'the picture hash backfill stopped; it carries on at the next start'),
    );
}
