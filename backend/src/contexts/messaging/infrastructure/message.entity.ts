import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'messages' })
export class MessageEntity {
  [OptionalProps]?: 'isRead' | 'createdAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  conversationId!: number;

  @Property()
  senderId!: number;

  @Property()
  receiverId!: number;

  @Property()
  coinId!: number;

  @Property({ length: 2000 })
  content!: string;

  @Property({ default: false })
  isRead: boolean = false;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
