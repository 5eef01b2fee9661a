import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A Razorpay webhook delivery, stored once per event id (X-Razorpay-Event-Id). */
@Entity({ tableName: 'payment_webhook_events' })
export class WebhookEventEntity {
  [OptionalProps]?: 'receivedAt' | 'processedAt';

  @PrimaryKey({ length: 100 })
  id!: string;

  @Property({ length: 100 })
  type!: string;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  receivedAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  processedAt: Date | null = null;
}
