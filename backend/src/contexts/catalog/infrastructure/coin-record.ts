import type { CoinEntity } from './coin.entity';

/** The stored fields of a listing, whether loaded as an entity or selected by raw SQL. */
export type CoinRecord = Pick<
  CoinEntity,
  | 'id' | 'sellerId' | 'title' | 'description' | 'price' | 'category' | 'condition' | 'metal' | 'year' | 'imageUrl' | 'images' | 'location'
  | 'status' | 'isApproved' | 'isSold' | 'isReserved' | 'rejectionReason' | 'rejectionReasonCode' | 'rejectionNote' | 'deletedAt' | 'hiddenReason' | 'sellerSuspended' | 'commentCount' | 'createdAt' | 'updatedAt'
  | 'denomination' | 'issuer' | 'ruler' | 'mint' | 'era' | 'yearAd' | 'catalogueRefs' | 'weightGrams' | 'diameterMm' | 'shape' | 'edge' | 'grade'
  | 'certificationService' | 'certificationServiceName' | 'certificationNumber' | 'genuineConfirmed'
>;

/** SELECT list producing CoinRecord-shaped rows from "coins" aliased as c. */
export const COIN_RECORD_COLUMNS = `c."id", c."seller_id" AS "sellerId", c."title", c."description", c."price", c."category",
  c."condition", c."metal", c."year", c."image_url" AS "imageUrl", c."images", c."location", c."status", c."is_approved" AS "isApproved",
  c."is_sold" AS "isSold", c."is_reserved" AS "isReserved", c."rejection_reason" AS "rejectionReason",
  c."rejection_reason_code" AS "rejectionReasonCode", c."rejection_note" AS "rejectionNote", c."deleted_at" AS "deletedAt",
  c."hidden_reason" AS "hiddenReason", c."seller_suspended" AS "sellerSuspended",
  c."comment_count" AS "commentCount", c."created_at" AS "createdAt", c."updated_at" AS "updatedAt",
  c."denomination", c."issuer", c."ruler", c."mint", c."era", c."year_ad" AS "yearAd", c."catalogue_refs" AS "catalogueRefs",
  c."weight_grams" AS "weightGrams", c."diameter_mm" AS "diameterMm", c."shape", c."edge", c."grade",
  c."certification_service" AS "certificationService", c."certification_service_name" AS "certificationServiceName",
  c."certification_number" AS "certificationNumber", c."genuine_confirmed" AS "genuineConfirmed"`;
