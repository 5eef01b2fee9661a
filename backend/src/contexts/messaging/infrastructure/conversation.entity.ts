import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

@Entity({ tableName: 'conversations' })
@Unique({ name: 'conversations_buyer_coin_unique', properties: ['buyerId', 'coinId'] })
export class ConversationEntity {
  [OptionalProps]?: 'lastMessageId' | 'createdAt' | 'updatedAt' | 'contactDetailsSharedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  buyerId!: number;

  @Property()
  sellerId!: number;

  @Property()
  coinId!: number;

  @Property({ nullable: true })
  lastMessageId: number | null = null;

  /** When an offer in this conversation was first accepted: from then on both read each other's contact details (decisions/0080). */
  @Property({ type: 'timestamptz', nullable: true })
  contactDetailsSharedAt: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
