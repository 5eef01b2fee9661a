import { Check, Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { RUPEES_MAX, RUPEES_MIN } from '../../../platform/kernel/money';
import type { Category, Condition, Metal } from '../domain/catalog-values';
import type { RejectionReasonCode } from '../domain/rejection-reasons';
import { LISTING_STATUSES, type ListingStatus } from '../domain/listing-status';

/**
 * A listing as the Catalog stores it. Its lifecycle fields (status, isApproved, isSold, isReserved,
 * rejectionReason and its code and note, deletedAt) are the inline projection of its own stream `listing-<id>`, written
 * only by `projectListingLifecycle`. `popularity` and `search_vector` are generated columns
 * maintained by PostgreSQL (see the catalog migration).
 */
@Entity({ tableName: 'coins' })
@Check({ name: 'coins_price_check', expression: `((price >= ${RUPEES_MIN}) AND (price <= ${RUPEES_MAX}))` })
export class CoinEntity {
  [OptionalProps]?: 'metal' | 'year' | 'imageUrl' | 'status' | 'isApproved' | 'isSold' | 'isReserved' | 'rejectionReason' | 'rejectionReasonCode' | 'rejectionNote' | 'deletedAt' | 'commentCount' | 'conversationCount' | 'createdAt' | 'updatedAt';

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

  @Property({ type: 'text', nullable: true })
  imageUrl: string | null = null;

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

  @Property({ default: 0 })
  commentCount: number = 0;

  @Property({ default: 0 })
  conversationCount: number = 0;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
