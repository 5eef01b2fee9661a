import { Migration } from '@mikro-orm/migrations';

/** Each listing with a picture gets it as its one photo (also run by the picture-size test on a row made to look as before). */
export const PHOTOS_FROM_COVERS = `
  UPDATE "coins" SET "images" = jsonb_build_array(jsonb_build_object(
    'id', gen_random_uuid()::text, 'role', 'obverse', 'url', "image_url", 'width', NULL, 'height', NULL))
  WHERE "image_url" IS NOT NULL`;

/**
 * A listing's photos (issue 13, docs/decisions/0075): `coins.images`, the list in the seller's order
 * ([{id, role, url, width, height}], at most 8, the first being the cover that `image_url` keeps
 * naming). A listing that had a picture gets it as its one photo, with a new id, as the obverse —
 * what the same single upload is labelled today (the seller can re-label it) — and no size until
 * the picture-size backfill measures it (docs/operations.md).
 */
export class Migration20261128010000CoinPhotos extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE "coins"
        ADD COLUMN "images" jsonb NOT NULL DEFAULT '[]',
        ADD CONSTRAINT "coins_images_check" CHECK (jsonb_typeof("images") = 'array' AND jsonb_array_length("images") <= 8);`);
    this.addSql(`${PHOTOS_FROM_COVERS};`);
  }
}
