import { Client } from 'pg';
import { ListingPictures } from './listing-pictures';

/** What a backfill run did: pictures looked at, sized copies written, photos measured, and the pictures it could not read or write. */
export interface BackfillReport {
  pictures: number;
  copiesWritten: number;
  /** Photos in `coins.images` whose null width and height it filled. */
  photosMeasured: number;
  failed: { url: string; reason: string }[];
}

/**
 * Every picture of every listing, deleted ones included: each photo of `coins.images` and each
 * `coins.image_url` (the cover), once, with whether a photo of it still lacks its size.
 */
const PICTURES = `
  SELECT "url", bool_or("unmeasured") AS "unmeasured" FROM (
    SELECT p->>'url' AS "url", jsonb_typeof(p->'width') IS DISTINCT FROM 'number' AS "unmeasured" FROM "coins", jsonb_array_elements("images") p
    UNION ALL
    SELECT "image_url", false FROM "coins" WHERE "image_url" IS NOT NULL
  ) pictures WHERE "url" IS NOT NULL GROUP BY "url" ORDER BY "url"`;

/** Fills the size of every photo showing `url` that lacks one, keeping the photos' order. */
const MEASURED = `
  UPDATE "coins" c SET "images" = (
    SELECT jsonb_agg(CASE WHEN p->>'url' = $1 AND jsonb_typeof(p->'width') IS DISTINCT FROM 'number'
                          THEN p || jsonb_build_object('width', $2::int, 'height', $3::int) ELSE p END ORDER BY n)
    FROM jsonb_array_elements(c."images") WITH ORDINALITY AS photo(p, n))
  WHERE c."images" @> jsonb_build_array(jsonb_build_object('url', $1::text))`;

/**
 * Gives every listing picture stored before the current sizes existed its copies (decisions/0051,
 * 0075: 320, 640, 1280 and 2048 px, WebP and JPEG) and its measured width and height in
 * `coins.images`, one picture at a time so a large catalogue never holds more than one in memory.
 * Safe to run again: pictures that have their copies and size are skipped.
 */
export async function backfillPictureSizes(databaseUrl: string, pictures: ListingPictures): Promise<BackfillReport> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ url: string; unmeasured: boolean }>(PICTURES);
    const report: BackfillReport = { pictures: rows.length, copiesWritten: 0, photosMeasured: 0, failed: [] };
    for (const { url, unmeasured } of rows) {
      // One unreadable file must not stop the rest; it keeps being shown at full size.
      try {
        const done = await pictures.addMissingSizes(url, { measure: unmeasured });
        report.copiesWritten += done.copiesWritten;
        if (done.size) report.photosMeasured += (await db.query(MEASURED, [url, done.size.width, done.size.height])).rowCount ?? 0;
      } catch (error) {
        report.failed.push({ url, reason: error instanceof Error ? error.message : String(error) });
      }
    }
    return report;
  } finally {
    await db.end();
  }
}
