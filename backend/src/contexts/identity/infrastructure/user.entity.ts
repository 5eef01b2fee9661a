import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { SUBSCRIPTION_TIERS, SubscriptionTier } from '../../../platform/kernel/subscription-tier';

/** The Identity context's table. Other contexts never read it: they ask queries on the bus. */
@Entity({ tableName: 'users' })
export class UserEntity {
  [OptionalProps]?: 'location' | 'subscriptionTier' | 'subscriptionExpiresAt' | 'isAdmin' | 'phoneVerifiedAt' | 'suspendedUntil' | 'suspensionReason' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ length: 10 })
  @Unique({ name: 'users_mobile_number_unique' })
  mobileNumber!: string;

  @Property({ type: 'text', hidden: true, lazy: false })
  passwordHash!: string;

  @Property({ length: 80 })
  name!: string;

  @Property({ length: 100, nullable: true })
  location: string | null = null;

  @Enum({ items: () => [...SUBSCRIPTION_TIERS], default: 'free' })
  subscriptionTier: SubscriptionTier = 'free';

  @Property({ type: 'timestamptz', nullable: true })
  subscriptionExpiresAt: Date | null = null;

  @Property({ default: false })
  isAdmin: boolean = false;

  /** When a one-time code sent to mobileNumber was entered (decisions/0077); null: not verified. */
  @Property({ type: 'timestamptz', nullable: true })
  phoneVerifiedAt: Date | null = null;

  /**
   * The end of the latest suspension (decisions/0083): suspended while it lies ahead; null when never
   * suspended or lifted. Written with its `user_suspensions` row by the suspend and lift handlers only.
   */
  @Property({ type: 'timestamptz', nullable: true })
  suspendedUntil: Date | null = null;

  @Property({ type: 'text', nullable: true })
  suspensionReason: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  @Index({ name: 'users_created_at_index' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
