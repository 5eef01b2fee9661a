import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SavedSearchFilters } from '../domain/saved-search';
import { LISTING_MATCH_KEYS_SQL, NO_KEY } from './saved-search-columns';
import { textArrayLiteral } from './search-text-query';
import { liveListingSql } from './live-listing-sql';

/** A saved search a newly approved listing matches, with what its owner is told. */
export interface SavedSearchMatch {
  savedSearchId: number;
  userId: number;
  name: string | null;
  filters: SavedSearchFilters;
}

export interface ApprovedListingMatches {
  listing: { id: number; title: string; sellerId: number };
  matches: SavedSearchMatch[];
}

interface ListingProbe {
  id: number;
  title: string;
  sellerId: number;
  price: number;
  category: string;
  metal: string | null;
  condition: string;
  location: string;
  /** Lower-cased, as browse compares them. */
  ruler: string | null;
  mint: string | null;
  denomination: string | null;
  issuer: string | null;
  yearAd: number | null;
  certified: boolean;
  refKeys: string[];
  keys: string[];
}

/**
 * The saved searches that may match a listing, by index: those whose key is among the listing's keys
 * (GIN on `match_keys`), and those with neither words nor chips whose price range holds its price
 * (partial GiST). Parameters: the listing's keys as a text[] literal, its price.
 */
export const CANDIDATES_SQL = `SELECT s.* FROM "saved_searches" s WHERE s."match_keys" && ?::text[]
  UNION ALL SELECT s.* FROM "saved_searches" s WHERE s."match_keys" = '{${NO_KEY}}' AND s."price_range" @> ?::int`;

/**
 * Finds the saved searches a live listing matches with browse's rules (decisions/0066), in two
 * statements whatever the number of saved searches: the listing's keys (its chips and every prefix
 * of its lexemes), then one statement that picks the candidates by index (CANDIDATES_SQL), checks
 * each in full — chips, price range, location substring (`lower(location)` contains it, as browse's
 * LIKE), the listing's search vector against the search's stored tsquery, and the identity filters of
 * issue 13 (ruler, mint, denomination, issuer among the search's names, yearAd within its years,
 * certified, the cited catalogue references carried or their words held) — never for its seller,
 * records the new matches in one insert and answers them. Each (search, listing) is recorded once,
 * with the event that found it: a redelivered event answers the matches it recorded again, and a
 * listing approved again after an edit alerts nobody a second time.
 */
@Injectable()
export class SavedSearchMatcher {
  constructor(private readonly em: EntityManager) {}

  async matchApproved(listingId: number, eventPosition: number): Promise<ApprovedListingMatches | null> {
    const connection = this.em.getConnection();
    const [listing] = await connection.execute<ListingProbe[]>(
      `SELECT c."id", c."title", c."seller_id" AS "sellerId", c."price", c."category", c."metal", c."condition", lower(c."location") AS "location",
              lower(c."ruler") AS "ruler", lower(c."mint") AS "mint", lower(c."denomination") AS "denomination", lower(c."issuer") AS "issuer",
              c."year_ad" AS "yearAd", c."certification_service" IS NOT NULL AS "certified", c."catalogue_ref_keys" AS "refKeys",
              ${LISTING_MATCH_KEYS_SQL} AS "keys"
       FROM "coins" c WHERE c."id" = ? AND ${liveListingSql()} AND NOT c."is_sold"`,
      [listingId],
    );
    if (!listing) return null;
    const matches = await connection.execute<SavedSearchMatch[]>(
      `WITH "found" AS MATERIALIZED (
         SELECT s."id", s."user_id", s."name", s."filters" FROM (${CANDIDATES_SQL}) s
         WHERE s."user_id" <> ?
           AND (s."category" IS NULL OR s."category" = ?)
           AND (s."metal" IS NULL OR s."metal" = ?)
           AND (s."condition" IS NULL OR s."condition" = ?)
           AND (s."min_price" IS NULL OR s."min_price" <= ?)
           AND (s."max_price" IS NULL OR s."max_price" >= ?)
           AND (s."location" IS NULL OR strpos(?, s."location") > 0)
           AND (s."query" IS NULL OR (SELECT c."search_vector" FROM "coins" c WHERE c."id" = ?) @@ s."query")
           AND (s."ruler_names" IS NULL OR ?::text = ANY(s."ruler_names"))
           AND (s."mint_names" IS NULL OR ?::text = ANY(s."mint_names"))
           AND (s."denomination_names" IS NULL OR ?::text = ANY(s."denomination_names"))
           AND (s."issuer_names" IS NULL OR ?::text = ANY(s."issuer_names"))
           AND (s."year_from" IS NULL OR ?::int >= s."year_from")
           AND (s."year_to" IS NULL OR ?::int <= s."year_to")
           AND (NOT s."certified_only" OR ?::boolean)
           AND (s."ref_keys" IS NULL OR ?::text[] @> s."ref_keys" OR (SELECT c."search_vector" FROM "coins" c WHERE c."id" = ?) @@ s."ref_query")
       ), "recorded" AS (
         INSERT INTO "saved_search_matches" ("saved_search_id", "listing_id", "event_position")
         SELECT f."id", ?, ? FROM "found" f
         ON CONFLICT DO NOTHING
         RETURNING "saved_search_id"
       )
       SELECT f."id" AS "savedSearchId", f."user_id" AS "userId", f."name", f."filters" FROM "found" f
       WHERE f."id" IN (SELECT "saved_search_id" FROM "recorded")
          OR EXISTS (SELECT 1 FROM "saved_search_matches" m WHERE m."saved_search_id" = f."id" AND m."listing_id" = ? AND m."event_position" = ?)
       ORDER BY f."id"`,
      [
        textArrayLiteral(listing.keys),
        listing.price,
        listing.sellerId,
        listing.category,
        listing.metal,
        listing.condition,
        listing.price,
        listing.price,
        listing.location,
        listing.id,
        listing.ruler,
        listing.mint,
        listing.denomination,
        listing.issuer,
        listing.yearAd,
        listing.yearAd,
        listing.certified,
        textArrayLiteral(listing.refKeys ?? []),
        listing.id,
        listing.id,
        eventPosition,
        listing.id,
        eventPosition,
      ],
    );
    return { listing: { id: listing.id, title: listing.title, sellerId: listing.sellerId }, matches };
  }
}
