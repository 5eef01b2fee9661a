import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../platform/kernel/errors';
import { NAMED_FIELDS } from '../domain/coin-vocabulary/vocabulary-names';
import { requireRoomForAnother, SavedSearchFilters, savedSearchLink } from '../domain/saved-search';
import type { SavedSearchView } from '../application/saved-search-view';
import type { SavedSearchMatchColumns } from './saved-search-columns';
import { textArrayLiteral } from './search-text-query';

interface SavedSearchRow {
  id: number;
  name: string | null;
  filters: SavedSearchFilters;
  createdAt: Date;
}

const toView = (row: SavedSearchRow): SavedSearchView => ({
  id: row.id,
  name: row.name,
  filters: row.filters,
  createdAt: new Date(row.createdAt).toISOString(),
  link: savedSearchLink(row.filters),
});

/** The `saved_searches` table: a user's searches, at most SAVED_SEARCHES_PER_USER each. */
@Injectable()
export class SavedSearches {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores a search for `userId`. The count and the insert run under the user's transaction-scoped
   * advisory lock, so racing saves never pass the limit together.
   */
  async save(userId: number, name: string | null, filters: SavedSearchFilters, columns: SavedSearchMatchColumns): Promise<SavedSearchView> {
    return this.em.fork().transactional(async (tx) => {
      await tx.execute(`SELECT pg_advisory_xact_lock(hashtextextended('saved-searches:' || ?, 0))`, [userId]);
      const [{ count }] = await tx.execute<{ count: number }[]>('SELECT count(*)::int AS "count" FROM "saved_searches" WHERE "user_id" = ?', [userId]);
      requireRoomForAnother(count);
      const [row] = await tx.execute<SavedSearchRow[]>(
        `INSERT INTO "saved_searches" ("user_id", "name", "filters", "category", "metal", "condition", "min_price", "max_price", "location", "query", "match_keys",
                                       "ruler_names", "mint_names", "denomination_names", "issuer_names", "year_from", "year_to", "certified_only", "ref_keys", "ref_query")
         VALUES (?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?::tsquery, ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?, ?, ?, ?::text[], ?::tsquery)
         RETURNING "id", "name", "filters", "created_at" AS "createdAt"`,
        [
          userId,
          name,
          JSON.stringify(filters),
          filters.category ?? null,
          filters.metal ?? null,
          filters.condition ?? null,
          filters.minPrice ?? null,
          filters.maxPrice ?? null,
          columns.location,
          columns.query,
          textArrayLiteral(columns.matchKeys),
          ...NAMED_FIELDS.map((field) => (columns.names[field] ? textArrayLiteral(columns.names[field]) : null)),
          filters.yearFrom ?? null,
          filters.yearTo ?? null,
          filters.certified === true,
          columns.refKeys ? textArrayLiteral(columns.refKeys) : null,
          columns.refQuery,
        ],
      );
      return toView(row);
    });
  }

  /** The user's searches, newest first. */
  async list(userId: number): Promise<SavedSearchView[]> {
    const rows = await this.em
      .getConnection()
      .execute<SavedSearchRow[]>(
        'SELECT "id", "name", "filters", "created_at" AS "createdAt" FROM "saved_searches" WHERE "user_id" = ? ORDER BY "created_at" DESC, "id" DESC',
        [userId],
      );
    return rows.map(toView);
  }

  /**
   * Deletes the user's search and the record of its alerts (saved_search_matches has no foreign key:
   * checking one would lock every matched search's row for each match recorded); another user's or
   * an unknown one is not found.
   */
  async delete(userId: number, id: number): Promise<void> {
    const deleted = await this.em.getConnection().execute<{ id: number }[]>(
      `WITH "gone" AS (DELETE FROM "saved_searches" WHERE "id" = ? AND "user_id" = ? RETURNING "id"),
            "forgotten" AS (DELETE FROM "saved_search_matches" WHERE "saved_search_id" IN (SELECT "id" FROM "gone"))
       SELECT "id" FROM "gone"`,
      [id, userId],
    );
    if (!deleted.length) throw new NotFoundError('Saved search not found');
  }
}
