import { Check, Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { ActivationSource } from '../domain/activation';
import type { PaidPlanId } from '../domain/plans';

export type SubscriptionStatus = 'active' | 'superseded' | 'expired';

/** How the plan was obtained: paid (checkout or webhook), or granted without a payment (the demo accounts). */
export type SubscriptionSource = ActivationSource | 'grant';

/**
 * One activation of a paid plan by one payment (the unique payment id), or a complimentary grant
 * (source `grant`, no payment). At most one per user is active (partial unique index
 * `subscriptions_one_active_per_user`, see the migration). The expiry sweep reads this table, so
 * losing Redis loses nothing.
 */
@Entity({ tableName: 'subscriptions' })
@Check({ name: 'subscriptions_plan_id_check', expression: "(plan_id = ANY (ARRAY['basic'::text, 'premium'::text]))" })
@Check({ name: 'subscriptions_status_check', expression: "(status = ANY (ARRAY['active'::text, 'superseded'::text, 'expired'::text]))" })
@Check({ name: 'subscriptions_source_check', expression: "(source = ANY (ARRAY['checkout'::text, 'webhook'::text, 'grant'::text]))" })
@Check({ name: 'subscriptions_payment_id_check', expression: "((payment_id IS NULL) = (source = 'grant'::text))" })
export class SubscriptionEntity {
  [OptionalProps]?: 'status' | 'endedAt' | 'createdAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  userId!: number;

  @Property({ type: 'text' })
  planId!: PaidPlanId;

  /** Null for a grant. */
  @Property({ length: 40, nullable: true })
  @Unique({ name: 'subscriptions_payment_id_unique' })
  paymentId!: string | null;

  @Property({ type: 'text', default: 'active' })
  status: SubscriptionStatus = 'active';

  @Property({ type: 'timestamptz' })
  startsAt!: Date;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'text' })
  source!: SubscriptionSource;

  /** The activation request (job) that created it; a retried job recognises its own work by it. */
  @Property({ length: 100 })
  requestId!: string;

  /** The buyer's subscribe call has returned it (false while only the webhook knows it). */
  @Property()
  acknowledged!: boolean;

  @Property({ type: 'timestamptz', nullable: true })
  endedAt: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
