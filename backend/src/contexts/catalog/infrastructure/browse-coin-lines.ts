import type { CoinPhoto } from '../domain/coin-photo';
import type { SellerView } from '../application/coin-view';
import { computedIdentity, IdentityInputs, imageView, unknownSeller } from './shown-coin-parts';

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, "Z"). */
const iso = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The fields of a listing's view (CoinView) that PostgreSQL writes as the API shows them to a
 * visitor, in the view's names: the stored ones as they are, no moderation notes (a visitor never
 * sees them), the timestamps in toISOString's form.
 */
const SHOWN_AS_STORED = `c."id", c."title", c."description", c."price", c."category", c."condition", c."metal", c."year",
  c."image_url" AS "imageUrl", c."location", c."seller_id" AS "sellerId", c."is_approved" AS "isApproved", c."is_sold" AS "isSold",
  c."is_reserved" AS "isReserved", c."status", NULL AS "rejectionReason", NULL AS "rejectionReasonCode", NULL AS "rejectionNote",
  (c."hidden_reason" IS NOT NULL OR c."seller_suspended") AS "isHidden", NULL AS "hiddenReason", c."seller_suspended" AS "sellerSuspended",
  c."comment_count" AS "commentCount", ${iso('c."created_at"')} AS "createdAt", ${iso('c."updated_at"')} AS "updatedAt",
  c."denomination", c."issuer", c."ruler", c."mint", c."year_ad" AS "yearAd", coalesce(c."catalogue_refs", '[]') AS "catalogueRefs",
  c."weight_grams" AS "weightGrams", c."diameter_mm" AS "diameterMm", c."shape", c."edge", c."grade", c."genuine_confirmed" AS "genuineConfirmed"`;

/** What Node adds to them: the seller's face, the photos' srcsets and the identity computed from the row (shown-coin-parts). */
const COMPUTED_FROM = `c."seller_id" AS "sellerId", c."images", c."year", c."era", c."year_ad" AS "yearAd", c."grade",
  c."certification_service" AS "certificationService", c."certification_service_name" AS "certificationServiceName",
  c."certification_number" AS "certificationNumber"`;

/**
 * One coin of a browse page as a line of text, over "coins" aliased as c: the JSON of what Node
 * computes from, a tab, and the JSON of what is shown as stored. PostgreSQL's JSON escapes every
 * control character inside strings and writes none between values, so neither part holds a tab or
 * a newline: the page is these lines joined by newlines (string_agg), cut apart without a parser.
 */
export const BROWSE_COIN_LINE =
  `row_to_json((SELECT r FROM (SELECT ${COMPUTED_FROM}) r))::text || E'\\t' || ` + `row_to_json((SELECT r FROM (SELECT ${SHOWN_AS_STORED}) r))::text`;

interface ComputedFrom extends IdentityInputs {
  sellerId: number;
  images: CoinPhoto[];
}

/** One coin of a browse page as PostgreSQL wrote it: what Node computes from (parsed) and the rest of its view (JSON text). */
export interface BrowseCoinLine {
  computedFrom: ComputedFrom;
  /** A JSON object: the view's fields PostgreSQL wrote. */
  shownJson: string;
}

/** The coins of a page of BROWSE_COIN_LINEs joined by newlines ('' for none). */
export function browseCoinLines(text: string): BrowseCoinLine[] {
  if (text === '') return [];
  return text.split('\n').map((line) => {
    const tab = line.indexOf('\t');
    return { computedFrom: JSON.parse(line.slice(0, tab)) as ComputedFrom, shownJson: line.slice(tab + 1) };
  });
}

/**
 * The page's coins as `GET /api/coins` answers them (CoinView, as a visitor sees it): each coin's
 * JSON from PostgreSQL with its photos, computed identity and seller spliced in, without parsing or
 * serialising what PostgreSQL wrote (decisions/0091).
 */
export function browseCoinsJson(lines: readonly BrowseCoinLine[], sellers: ReadonlyMap<number, SellerView>, currentYear: number): string {
  const sellerJson = new Map<number, string>();
  const coins = lines.map(({ computedFrom, shownJson }) => {
    const { sellerId, images } = computedFrom;
    let seller = sellerJson.get(sellerId);
    if (seller === undefined) {
      seller = JSON.stringify(sellers.get(sellerId) ?? unknownSeller(sellerId));
      sellerJson.set(sellerId, seller);
    }
    const photos = images.length === 0 ? '[]' : JSON.stringify(images.map(imageView));
    const identity = JSON.stringify(computedIdentity(computedFrom, currentYear));
    return `${shownJson.slice(0, -1)},"images":${photos},${identity.slice(1, -1)},"seller":${seller}}`;
  });
  return `[${coins.join(',')}]`;
}
