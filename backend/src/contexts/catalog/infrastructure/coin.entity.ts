import { ArrayType, Check, Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { RUPEES_MAX, RUPEES_MIN } from '../../../platform/kernel/money';
import type { CatalogueRef } from '../domain/catalogue-refs';
import type { Category, Condition, Metal } from '../domain/catalog-values';
import type { CertificationService } from '../domain/certification';
import type { Era } from '../domain/coin-era';
import type { CoinPhoto } from '../domain/coin-photo';
import type { RejectionReasonCode } from '../domain/rejection-reasons';
import { LISTING_STATUSES, type ListingStatus } from '../domain/listing-status';

/**
 * A listing as the Catalog stores it (its content and photos written by the commands that change them). Its lifecycle fields (status, isApproved, isSold, isReserved,
 * rejectionReason and its code and note, deletedAt, hiddenReason) and its identity (issue 13: denomination … genuineConfirmed,
 * with the computed yearAd and catalogueRefKeys) are the inline projection of its own stream `listing-<id>`,
 * written only by `projectListingLifecycle` (and with the row when it is created). `popularity` and
 * `search_vector` are generated columns maintained by PostgreSQL (see the catalog migration).
 */
@Entity({ tableName: 'coins' })
@Check({ name: 'coins_price_check', expression: `((price >= ${RUPEES_MIN}) AND (price <= ${RUPEES_MAX}))` })
export class CoinEntity {
  [OptionalProps]?: 'metal' | 'year' | 'imageUrl' | 'images' | 'status' | 'isApproved' | 'isSold' | 'isReserved' | 'rejectionReason' | 'rejectionReasonCode' | 'rejectionNote' | 'deletedAt' | 'hiddenReason' | 'hiddenAt' | 'sellerSuspended' | 'commentCount' | 'conversationCount' | 'createdAt' | 'updatedAt' | IdentityProps;

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  sellerId!: number;

  @Property({ length: 120 })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property()
  price!: number;

  @Property({ length: 32 })
  category!: Category;

  @Property({ length: 32 })
  condition!: Condition;

  @Property({ length: 32, nullable: true })
  metal: Metal | null = null;

  @Property({ length: 30, nullable: true })
  year: string | null = null;

  /** The cover photo's URL, `images[0].url` (spec.md's reads and the other contexts' summaries). */
  @Property({ type: 'text', nullable: true })
  imageUrl: string | null = null;

  /** Its photos in the seller's order, at most 8, the first being the cover (decisions/0075). */
  @Property({ type: 'json' })
  images: CoinPhoto[] = [];

  @Property({ length: 100 })
  location!: string;

  @Enum({ items: () => [...LISTING_STATUSES], default: 'pending' })
  status: ListingStatus = 'pending';

  @Property({ default: false })
  isApproved: boolean = false;

  @Property({ default: false })
  isSold: boolean = false;

  /** Reserved for an accepted offer (projected from the listing stream, decisions/0042). */
  @Property({ default: false })
  isReserved: boolean = false;

  @Property({ type: 'text', nullable: true })
  rejectionReason: string | null = null;

  /** The catalogue's reason of the rejection and the admin's note (decisions/0063); null for spec.md's free text. */
  @Property({ length: 32, nullable: true })
  rejectionReasonCode: RejectionReasonCode | null = null;

  @Property({ type: 'text', nullable: true })
  rejectionNote: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;

  /** Why the moderators hid it (`ListingHidden`, decisions/0083); null while not hidden. Projected. */
  @Property({ type: 'text', nullable: true })
  hiddenReason: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  hiddenAt: Date | null = null;

  /**
   * Its seller is suspended (decisions/0083): kept by Catalog's consumer of Identity's UserSuspended /
   * UserSuspensionLifted and the expiry sweep, not by the stream. Hidden like `hiddenReason`.
   */
  @Property({ default: false })
  sellerSuspended: boolean = false;

  // Which coin it is (issue 13, decisions/0072): free text, with the curated list as suggestions.
  @Property({ length: 60, nullable: true })
  denomination: string | null = null;

  @Property({ length: 80, nullable: true })
  issuer: string | null = null;

  @Property({ length: 80, nullable: true })
  ruler: string | null = null;

  @Property({ length: 80, nullable: true })
  mint: string | null = null;

  /** The era of `year` as given; null when none was given (read as AD). */
  @Property({ length: 2, nullable: true })
  era: Era | null = null;

  /** `year` in AD (computed from year, era and ruler when the listing is written): the year filters and sorts. */
  @Property({ nullable: true })
  yearAd: number | null = null;

  @Property({ type: 'json' })
  catalogueRefs: CatalogueRef[] = [];

  /** The references as search keys (`km:473.1`, `km:473`), for the GIN index. */
  @Property({ type: ArrayType, columnType: 'text[]' })
  catalogueRefKeys: string[] = [];

  @Property({ type: 'double', nullable: true })
  weightGrams: number | null = null;

  @Property({ type: 'double', nullable: true })
  diameterMm: number | null = null;

  @Property({ length: 40, nullable: true })
  shape: string | null = null;

  @Property({ length: 40, nullable: true })
  edge: string | null = null;

  /** Sheldon scale. */
  @Property({ type: 'smallint', nullable: true })
  grade: number | null = null;

  /** A live listing's certificate is unique (partial unique index, decisions/0072). */
  @Property({ length: 8, nullable: true })
  certificationService: CertificationService | null = null;

  @Property({ length: 60, nullable: true })
  certificationServiceName: string | null = null;

  @Property({ length: 30, nullable: true })
  certificationNumber: string | null = null;

  @Property({ default: false })
  genuineConfirmed: boolean = false;

  @Property({ default: 0 })
  commentCount: number = 0;

  @Property({ default: 0 })
  conversationCount: number = 0;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

type IdentityProps =
  | 'denomination' | 'issuer' | 'ruler' | 'mint' | 'era' | 'yearAd' | 'catalogueRefs' | 'catalogueRefKeys' | 'weightGrams' | 'diameterMm' | 'shape'
  | 'edge' | 'grade' | 'certificationService' | 'certificationServiceName' | 'certificationNumber' | 'genuineConfirmed';
