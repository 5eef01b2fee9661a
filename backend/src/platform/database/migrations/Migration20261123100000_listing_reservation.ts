import { Migration } from '@mikro-orm/migrations';

/**
 * Listing reservation (decisions/0042): the Catalog's listing row carries whether an accepted offer
 * holds it, projected from the listing stream; an accepted offer whose reservation the seller
 * released is `released` (decisions/0043).
 */
export class Migration20261123100000ListingReservation extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE "coins" ADD COLUMN "is_reserved" boolean NOT NULL DEFAULT false;');
    this.addSql('ALTER TABLE "offers" DROP CONSTRAINT "offers_status_check";');
    this.addSql(`ALTER TABLE "offers" ADD CONSTRAINT "offers_status_check" CHECK ("status" IN ('pending', 'accepted', 'rejected', 'released'));`);
    this.addSql(`CREATE INDEX "offers_pending_seller_index" ON "offers" ("seller_id") WHERE "status" = 'pending';`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP INDEX IF EXISTS "offers_pending_seller_index";');
    this.addSql('ALTER TABLE "offers" DROP CONSTRAINT "offers_status_check";');
    this.addSql(`UPDATE "offers" SET "status" = 'accepted' WHERE "status" = 'released';`);
    this.addSql(`ALTER TABLE "offers" ADD CONSTRAINT "offers_status_check" CHECK ("status" IN ('pending', 'accepted', 'rejected'));`);
    this.addSql('ALTER TABLE "coins" DROP COLUMN "is_reserved";');
  }
}
