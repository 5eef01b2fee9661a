import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListingPictures } from './listing-pictures';
import { PictureHashes } from './picture-hashes.store';

const BATCH = 100;

export interface HashBackfillReport {
  /** Pictures looked at. */
  pictures: number;
  /** Of them, those that got a hash (the others have too little detail, or could not be read). */
  hashed: number;
}

/**
 * Gives the listing pictures stored before perceptual hashes existed (or seeded past the commands)
 * their hash and bands (decisions/0063), a batch at a time, one picture in memory at a time. Safe
 * to run in several processes at once and again: a picture looked at is recorded, hash or not.
 * Stops after the picture in hand when the application shuts down.
 */
@Injectable()
export class PictureHashBackfill implements OnApplicationShutdown {
  private readonly logger = new Logger(PictureHashBackfill.name);
  private stopping = false;

  constructor(
    private readonly em: EntityManager,
    private readonly pictures: ListingPictures,
    private readonly hashes: PictureHashes,
  ) {}

  async run(): Promise<HashBackfillReport> {
    const report: HashBackfillReport = { pictures: 0, hashed: 0 };
    for (let batch = await this.missing(); batch.length && !this.stopping; batch = await this.missing()) {
      for (const picture of batch) {
        if (this.stopping) break;
        const hash = (await this.hashes.hashOf(picture.imageUrl)) ?? (await this.readHash(picture.imageUrl));
        await this.em.fork().transactional((tx) => this.hashes.record(tx, { ...picture, hash }));
        report.pictures++;
        if (hash) report.hashed++;
      }
    }
    return report;
  }

  onApplicationShutdown(): void {
    this.stopping = true;
  }

  private async readHash(url: string): Promise<string | null> {
    try {
      return await this.pictures.hashOf(url);
    } catch (error) {
      this.logger.warn(`could not read picture ${url} for its hash: ${String(error)}`);
      return null;
    }
  }

  private missing(): Promise<{ listingId: number; sellerId: number; imageUrl: string }[]> {
    return this.em.getConnection().execute(
      `SELECT c."id" AS "listingId", c."seller_id" AS "sellerId", c."image_url" AS "imageUrl" FROM "coins" c
       WHERE c."image_url" IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM "listing_picture_hashes" h WHERE h."listing_id" = c."id" AND h."image_url" = c."image_url")
       ORDER BY c."id" LIMIT ${BATCH}`,
    );
  }
}
