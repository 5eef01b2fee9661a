import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationType } from '../application/commands/notify-users.command';
import type { PushPreferences } from '../application/notification-view';
import { pushPreferences } from '../application/push-preferences';

/** `notification_preferences`: a row per user and type whose push choice was set; the rest follow the defaults. */
@Injectable()
export class NotificationPreferencesStore {
  constructor(private readonly em: EntityManager) {}

  async forUser(userId: number): Promise<PushPreferences> {
    const rows: { type: string; push: boolean }[] = await this.em
      .getConnection()
      .execute('SELECT "type", "push" FROM "notification_preferences" WHERE "user_id" = ?', [userId]);
    return pushPreferences(rows);
  }

  async pushAllowed(userId: number, type: NotificationType): Promise<boolean> {
    return (await this.forUser(userId))[type];
  }

  /** Sets the given types' push choice (one statement, so concurrent saves never half-apply). */
  async save(userId: number, push: Partial<PushPreferences>): Promise<void> {
    const entries = Object.entries(push) as [NotificationType, boolean][];
    if (entries.length === 0) return;
    await this.em.getConnection().execute(
      `INSERT INTO "notification_preferences" ("user_id", "type", "push") VALUES ${entries.map(() => '(?, ?, ?)').join(', ')}
       ON CONFLICT ("user_id", "type") DO UPDATE SET "push" = EXCLUDED."push", "updated_at" = now()`,
      entries.flatMap(([type, value]) => [userId, type, value]),
    );
  }
}
