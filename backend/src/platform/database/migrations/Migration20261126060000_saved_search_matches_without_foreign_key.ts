import { Migration } from '@mikro-orm/migrations';

/**
 * `saved_search_matches` is read only by its primary key and written for every match of an approved
 * listing; its foreign key locked each matched saved search's row while the matches were recorded
 * (p50 34 → 40 ms, p90 43 → 60 ms at 100,000 saved searches, decisions/0066). Deleting a saved search
 * deletes its match rows in the same statement instead.
 */
export class Migration20261126060000SavedSearchMatchesWithoutForeignKey extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE "saved_search_matches" DROP CONSTRAINT IF EXISTS "saved_search_matches_saved_search_id_fkey";');
  }
}
