import { Migration } from '@mikro-orm/migrations';

/**
 * Subscriptions: payment orders, verified payments, subscriptions and received webhook events.
 * The unique payment id of `subscriptions` is what makes an activation happen at most once per
 * payment, however many jobs, retries and webhooks race; at most one subscription per user is active.
 */
export class Migration20261121020000Subscriptions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE "payment_orders" (
        "id" varchar(40) PRIMARY KEY,
        "user_id" int NOT NULL,
        "plan_id" text NULL,
        "amount" int NOT NULL,
        "currency" varchar(3) NOT NULL,
        "receipt" varchar(40) NOT NULL,
        "provider" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "payment_orders_receipt_unique" UNIQUE ("receipt"),
        CONSTRAINT "payment_orders_amount_check" CHECK ("amount" >= 100),
        CONSTRAINT "payment_orders_plan_id_check" CHECK ("plan_id" IN ('basic', 'premium')),
        CONSTRAINT "payment_orders_provider_check" CHECK ("provider" IN ('razorpay', 'sandbox'))
      );`);
    this.addSql('CREATE INDEX "payment_orders_user_id_index" ON "payment_orders" ("user_id");');

    this.addSql(`
      CREATE TABLE "payments" (
        "id" varchar(40) PRIMARY KEY,
        "order_id" varchar(40) NOT NULL,
        "user_id" int NOT NULL,
        "amount" int NOT NULL,
        "currency" varchar(3) NOT NULL,
        "verified_by" text NOT NULL,
        "verified_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "payments_order_id_unique" UNIQUE ("order_id"),
        CONSTRAINT "payments_verified_by_check" CHECK ("verified_by" IN ('signature', 'webhook'))
      );`);

    this.addSql(`
      CREATE TABLE "subscriptions" (
        "id" serial PRIMARY KEY,
        "user_id" int NOT NULL,
        "plan_id" text NOT NULL,
        "payment_id" varchar(40) NOT NULL,
        "status" text NOT NULL DEFAULT 'active',
        "starts_at" timestamptz NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "source" text NOT NULL,
        "request_id" varchar(100) NOT NULL,
        "acknowledged" boolean NOT NULL,
        "ended_at" timestamptz NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "subscriptions_payment_id_unique" UNIQUE ("payment_id"),
        CONSTRAINT "subscriptions_plan_id_check" CHECK ("plan_id" IN ('basic', 'premium')),
        CONSTRAINT "subscriptions_status_check" CHECK ("status" IN ('active', 'superseded', 'expired')),
        CONSTRAINT "subscriptions_source_check" CHECK ("source" IN ('checkout', 'webhook'))
      );`);
    this.addSql(`CREATE UNIQUE INDEX "subscriptions_one_active_per_user" ON "subscriptions" ("user_id") WHERE "status" = 'active';`);
    this.addSql(`CREATE INDEX "subscriptions_active_expiry_index" ON "subscriptions" ("expires_at") WHERE "status" = 'active';`);

    this.addSql(`
      CREATE TABLE "payment_webhook_events" (
        "id" varchar(100) PRIMARY KEY,
        "type" varchar(100) NOT NULL,
        "payload" jsonb NOT NULL,
        "received_at" timestamptz NOT NULL DEFAULT now(),
        "processed_at" timestamptz NULL
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE IF EXISTS "payment_webhook_events";');
    this.addSql('DROP TABLE IF EXISTS "subscriptions";');
    this.addSql('DROP TABLE IF EXISTS "payments";');
    this.addSql('DROP TABLE IF EXISTS "payment_orders";');
  }
}
