import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { OfferStatus } from '../domain/offer';

/** The offers read model: the inline projection of the `offer-<id>` streams. */
@Entity({ tableName: 'offers' })
export class OfferEntity {
  [OptionalProps]?: 'message' | 'status' | 'decidedBy' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  buyerId!: number;

  @Property()
  sellerId!: number;

  @Property()
  coinId!: number;

  @Property()
  conversationId!: number;

  @Property()
  offerAmount!: number;

  @Property({ length: 500, nullable: true })
  message: string | null = null;

  @Enum({ items: () => ['pending', 'accepted', 'rejected', 'released'], default: 'pending' })
  status: OfferStatus = 'pending';

  @Property({ nullable: true })
  decidedBy: number | null = null;

  /** Stream version the row reflects. */
  @Property()
  version!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
