import { Check, Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { PaidPlanId } from '../domain/plans';

export type PaymentProviderName = 'razorpay' | 'sandbox';

/** An order created with the payment provider; `amount` is in paise, as the provider counts it. */
@Entity({ tableName: 'payment_orders' })
@Check({ name: 'payment_orders_amount_check', expression: '(amount >= 100)' })
@Check({ name: 'payment_orders_plan_id_check', expression: "(plan_id = ANY (ARRAY['basic'::text, 'premium'::text]))" })
@Check({ name: 'payment_orders_provider_check', expression: "(provider = ANY (ARRAY['razorpay'::text, 'sandbox'::text]))" })
export class PaymentOrderEntity {
  [OptionalProps]?: 'planId' | 'createdAt';

  @PrimaryKey({ length: 40 })
  id!: string;

  @Property()
  @Index({ name: 'payment_orders_user_id_index' })
  userId!: number;

  /** The plan this order is meant to buy; null for a test payment (/payment-test). */
  @Property({ type: 'text', nullable: true })
  planId: PaidPlanId | null = null;

  @Property()
  amount!: number;

  @Property({ length: 3 })
  currency!: string;

  @Property({ length: 40 })
  @Unique({ name: 'payment_orders_receipt_unique' })
  receipt!: string;

  @Property({ type: 'text' })
  provider!: PaymentProviderName;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
