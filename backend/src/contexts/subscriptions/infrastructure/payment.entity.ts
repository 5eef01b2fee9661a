import { Check, Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

export type PaymentVerifier = 'signature' | 'webhook';

/** A payment we know is genuine: by its checkout signature or by a signed webhook. One per order. */
@Entity({ tableName: 'payments' })
@Check({ name: 'payments_verified_by_check', expression: "(verified_by = ANY (ARRAY['signature'::text, 'webhook'::text]))" })
export class PaymentEntity {
  [OptionalProps]?: 'verifiedAt';

  @PrimaryKey({ length: 40 })
  id!: string;

  @Property({ length: 40 })
  @Unique({ name: 'payments_order_id_unique' })
  orderId!: string;

  @Property()
  userId!: number;

  /** Paise. */
  @Property()
  amount!: number;

  @Property({ length: 3 })
  currency!: string;

  @Property({ type: 'text' })
  verifiedBy!: PaymentVerifier;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  verifiedAt: Date = new Date();
}
