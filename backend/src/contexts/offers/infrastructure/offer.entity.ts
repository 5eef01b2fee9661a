import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { OfferParty, OfferStatus } from '../domain/offer';
import type { OfferStep } from '../application/offer-view';

/** The offers read model: the inline projection of the `offer-<id>` streams. */
@Entity({ tableName: 'offers' })
export class OfferEntity {
  [OptionalProps]?: 'message' | 'status' | 'decidedBy' | 'createdAt' | 'updatedAt' | 'awaiting' | 'round' | 'expiresAt' | 'noticeFor' | 'history';

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

  /** The amount on the table: the offer's, then each counter's; once accepted, the agreed price. */
  @Property()
  currentAmount!: number;

  @Enum({ items: () => ['pending', 'countered', 'accepted', 'rejected', 'released', 'withdrawn', 'expired'], default: 'pending' })
  status: OfferStatus = 'pending';

  /** Who must answer while it is open. */
  @Property({ type: 'text', nullable: true })
  awaiting: OfferParty | null = 'seller';

  /** Counter-offers so far. */
  @Property()
  round: number = 0;

  /** When the current step expires unanswered (decisions/0076). */
  @Property({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null = null;

  /** The step (its expiry) whose 6-hour notice was sent. */
  @Property({ type: 'timestamptz', nullable: true })
  noticeFor: Date | null = null;

  /** The negotiation, oldest step first. */
  @Property({ type: 'json' })
  history: OfferStep[] = [];

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
