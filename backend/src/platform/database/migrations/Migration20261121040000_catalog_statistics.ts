import { Migration } from '@mikro-orm/migrations';

/**
 * Statistics on lower(location), so the planner knows how common a city is: for a common one it
 * walks the newest-first index and stops after a page, instead of fetching every match through the
 * trigram index (0.1 ms instead of 17 ms at 100,000 listings; docs/performance.md).
 */
export class Migration20261121040000CatalogStatistics extends Migration {
  override async up(): Promise<void> {
    this.addSql('CREATE STATISTICS "coins_location_lower_stats" ON (lower("location")) FROM "coins";');
    this.addSql('ANALYZE "coins";');
  }

  override async down(): Promise<void> {
    this.addSql('DROP STATISTICS IF EXISTS "coins_location_lower_stats";');
  }
}
