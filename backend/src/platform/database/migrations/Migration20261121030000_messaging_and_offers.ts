import { Migration } from '@mikro-orm/migrations';

/** Messaging (conversations, messages) and the Offers read model (projected from the offer streams). */
export class Migration20261121030000MessagingAndOffers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE "conversations" (
        "id" serial PRIMARY KEY,
        "buyer_id" int NOT NULL,
        "seller_id" int NOT NULL,
        "coin_id" int NOT NULL,
        "last_message_id" int NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "conversations_buyer_coin_unique" UNIQUE ("buyer_id", "coin_id"),
        CONSTRAINT "conversations_parties_check" CHECK ("buyer_id" <> "seller_id")
      );`);
    this.addSql('CREATE INDEX "conversations_buyer_index" ON "conversations" ("buyer_id", "updated_at" DESC);');
    this.addSql('CREATE INDEX "conversations_seller_index" ON "conversations" ("seller_id", "updated_at" DESC);');
    this.addSql(`
      CREATE TABLE "messages" (
        "id" serial PRIMARY KEY,
        "conversation_id" int NOT NULL REFERENCES "conversations" ("id"),
        "sender_id" int NOT NULL,
        "receiver_id" int NOT NULL,
        "coin_id" int NOT NULL,
        "content" varchar(2000) NOT NULL,
        "is_read" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql('CREATE INDEX "messages_conversation_index" ON "messages" ("conversation_id", "id");');
    this.addSql('CREATE INDEX "messages_unread_index" ON "messages" ("receiver_id", "conversation_id") WHERE NOT "is_read";');

    this.addSql(`
      CREATE TABLE "offers" (
        "id" serial PRIMARY KEY,
        "buyer_id" int NOT NULL,
        "seller_id" int NOT NULL,
        "coin_id" int NOT NULL,
        "conversation_id" int NOT NULL,
        "offer_amount" int NOT NULL,
        "message" varchar(500) NULL,
        "status" text NOT NULL DEFAULT 'pending',
        "decided_by" int NULL,
        "version" int NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "offers_status_check" CHECK ("status" IN ('pending', 'accepted', 'rejected')),
        CONSTRAINT "offers_amount_check" CHECK ("offer_amount" >= 1)
      );`);
    this.addSql(`CREATE UNIQUE INDEX "offers_one_pending_per_buyer_and_coin" ON "offers" ("buyer_id", "coin_id") WHERE "status" = 'pending';`);
    this.addSql('CREATE INDEX "offers_conversation_index" ON "offers" ("conversation_id", "created_at" DESC);');
    this.addSql(`CREATE INDEX "offers_pending_coin_index" ON "offers" ("coin_id") WHERE "status" = 'pending';`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE IF EXISTS "offers";');
    this.addSql('DROP TABLE IF EXISTS "messages";');
    this.addSql('DROP TABLE IF EXISTS "conversations";');
  }
}
