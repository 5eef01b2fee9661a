import { Command } from '@nestjs/cqrs';

export interface PictureHashBackfillResult {
  pictures: number;
  hashed: number;
}

/**
 * Hashes every listing picture that has no perceptual hash yet (pictures stored before they existed),
 * so the duplicate-photo flag compares against them too. Run at start by the worker processes and by
 * `backfill-picture-hashes.cli.js`.
 */
export class BackfillPictureHashesCommand extends Command<PictureHashBackfillResult> {}
