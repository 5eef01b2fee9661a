import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A verified payment that could not activate a plan (the plan rules refused it after the money was
 * taken): the money is owed back. One record per payment; an admin marks it refunded once the
 * refund has been made at the payment provider (decisions/0026). Pending ones have a partial index
 * (`payment_refunds_pending_index`, see the migration).
 */
@Entity({ tableName: 'payment_refunds' })
export class PaymentRefundEntity {
  [OptionalProps]?: 'requestedAt' | 'refundedAt' | 'refundedBy';

  @PrimaryKey({ length: 40 })
  paymentId!: string;

  @Property()
  userId!: number;

  /** Paise. */
  @Property()
  amount!: number;

  @Property({ length: 3 })
  currency!: string;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  requestedAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null = null;

  /** The admin who marked it refunded. */
  @Property({ nullable: true })
  refundedBy: number | null = null;
}
