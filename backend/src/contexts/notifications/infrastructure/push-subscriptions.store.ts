import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PushSubscriptionInput } from '../domain/push-subscription-rules';

export interface StoredPushSubscription extends PushSubscriptionInput {
  id: number;
  userId: number;
}

/** `push_subscriptions`: one row per browser endpoint, belonging to whoever subscribed it last. */
@Injectable()
export class PushSubscriptionsStore {
  constructor(private readonly em: EntityManager) {}

  /** Saves the browser's subscription for `userId`; an endpoint another account had moves to this one (the browser changed hands). */
  async save(userId: number, subscription: PushSubscriptionInput): Promise<{ created: boolean }> {
    const [row]: { inserted: boolean }[] = await this.em.getConnection().execute(
      `INSERT INTO "push_subscriptions" ("user_id", "endpoint", "p256dh", "auth") VALUES (?, ?, ?, ?)
       ON CONFLICT ("endpoint") DO UPDATE SET "user_id" = EXCLUDED."user_id", "p256dh" = EXCLUDED."p256dh", "auth" = EXCLUDED."auth"
       RETURNING (xmax = 0) AS "inserted"`,
      [userId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth],
    );
    return { created: row.inserted };
  }

  /** Removes the user's subscription of this endpoint; false when they have none. */
  async remove(userId: number, endpoint: string): Promise<boolean> {
    const rows: unknown[] = await this.em
      .getConnection()
      .execute('DELETE FROM "push_subscriptions" WHERE "user_id" = ? AND "endpoint" = ? RETURNING "id"', [userId, endpoint]);
    return rows.length > 0;
  }

  /** Forgets a subscription the push service said is gone (404/410). */
  async forget(subscription: StoredPushSubscription): Promise<void> {
    await this.em.getConnection().execute('DELETE FROM "push_subscriptions" WHERE "id" = ? AND "endpoint" = ?', [subscription.id, subscription.endpoint]);
  }

  async ofUser(userId: number): Promise<StoredPushSubscription[]> {
    const rows: { id: number; user_id: number; endpoint: string; p256dh: string; auth: string }[] = await this.em
      .getConnection()
      .execute('SELECT "id", "user_id", "endpoint", "p256dh", "auth" FROM "push_subscriptions" WHERE "user_id" = ? ORDER BY "id"', [userId]);
    return rows.map((row) => ({ id: row.id, userId: row.user_id, endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }));
  }
}
