import { Client } from 'pg';
import { ListingPictures } from './listing-pictures';

/** What a backfill run did: pictures looked at, sized copies it wrote, and the pictures it could not read or write. */
export interface BackfillReport {
  pictures: number;
  copiesWritten: number;
  failed: { url: string; reason: string }[];
}

/**
 * Gives every listing picture stored before sized copies existed its copies (decisions/0051): each
 * distinct `coins.image_url`, deleted listings included, one at a time so a large catalogue never
 * holds more than one picture in memory. Safe to run again: pictures that have their copies are skipped.
 */
export async function backfillPictureSizes(databaseUrl: string, pictures: ListingPictures): Promise<BackfillReport> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ image_url: string }>('SELECT DISTINCT image_url FROM coins WHERE image_url IS NOT NULL ORDER BY image_url');
    const report: BackfillReport = { pictures: rows.length, copiesWritten: 0, failed: [] };
    for (const { image_url: url } of rows) {
      // One unreadable file must not stop the rest; it keeps being shown at full size.
      try {
        report.copiesWritten += await pictures.addMissingSizes(url);
      } catch (error) {
        report.failed.push({ url, reason: error instanceof Error ? error.message : String(error) });
      }
    }
    return report;
  } finally {
    await db.end();
  }
}
