import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../../platform/event-store/event-store';
import type { NotificationParams, NotificationToSend, NotificationType } from '../application/commands/notify-users.command';
import {
  NOTIFICATION_CREATED,
  NOTIFICATION_UPDATED,
  NOTIFICATIONS_READ,
  NotificationCreatedData,
  NotificationsReadData,
  NotificationUpdatedData,
  notificationStream,
} from '../application/events/notification-stream.events';
import type { NotificationView } from '../application/notification-view';
import type { ReadTarget } from '../domain/read-target';

interface NotificationRow {
  id: number;
  type: NotificationType;
  params: NotificationParams;
  link: string;
  created_at: Date;
  read_at: Date | null;
}

const COLUMNS = '"id", "type", "params", "link", "created_at", "read_at"';

const toView = (row: NotificationRow): NotificationView => ({
  id: row.id,
  type: row.type,
  params: row.params,
  link: row.link,
  createdAt: new Date(row.created_at).toISOString(),
  readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
});

const intArray = (values: readonly number[]): string => `{${values.join(',')}}`;

/**
 * The `notifications` table and its sources (decisions/0065). Every change of a user's notifications
 * runs under the transaction-scoped lock of their outbox stream (`appendToOutbox` takes the same one),
 * so merging into a group, reading and their events are one at a time per user.
 */
@Injectable()
export class NotificationStore {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventStore,
  ) {}

  /**
   * Stores each notification whose user has not had `sourceKey` yet, with its outbox event, in one
   * transaction. Users are taken in id order, so two commands for the same users never deadlock.
   */
  async notify(sourceKey: string, notifications: readonly NotificationToSend[]): Promise<number> {
    const ordered = [...notifications].sort((a, b) => a.userId - b.userId);
    return this.em.fork().transactional(async (tx) => {
      let stored = 0;
      for (const notification of ordered) {
        await this.lockUser(tx, notification.userId);
        const fresh: unknown[] = await tx.execute(
          'INSERT INTO "notification_sources" ("user_id", "source_key") VALUES (?, ?) ON CONFLICT DO NOTHING RETURNING "user_id"',
          [notification.userId, sourceKey],
        );
        if (fresh.length === 0) continue;
        const stream = notificationStream(notification.userId);
        const merged = notification.groupKey ? await this.mergeIntoGroup(tx, notification) : null;
        if (merged) {
          const data: NotificationUpdatedData = { userId: notification.userId, notification: merged.view, groupKey: notification.groupKey!, replacedId: merged.replacedId };
          await this.events.appendToOutbox(tx, stream, [{ type: NOTIFICATION_UPDATED, data: { ...data } }]);
        } else {
          const data: NotificationCreatedData = { userId: notification.userId, notification: await this.insert(tx, notification), groupKey: notification.groupKey ?? null };
          await this.events.appendToOutbox(tx, stream, [{ type: NOTIFICATION_CREATED, data: { ...data } }]);
        }
        stored += 1;
      }
      return stored;
    });
  }

  /** The user's notifications, newest first, those with an id below `before` when given. */
  async list(userId: number, limit: number, before: number | null): Promise<NotificationView[]> {
    const rows: NotificationRow[] = await this.em.getConnection().execute(
      `SELECT ${COLUMNS} FROM "notifications" WHERE "user_id" = ? ${before === null ? '' : 'AND "id" < ?'} ORDER BY "id" DESC LIMIT ?`,
      before === null ? [userId, limit] : [userId, before, limit],
    );
    return rows.map(toView);
  }

  async unreadCount(userId: number): Promise<number> {
    const [row]: { count: number }[] = await this.em
      .getConnection()
      .execute('SELECT count(*)::int AS "count" FROM "notifications" WHERE "user_id" = ? AND "read_at" IS NULL', [userId]);
    return row.count;
  }

  /** Marks the target read; ids that are not the user's unread notifications are passed over. Answers the ids it marked. */
  markRead(userId: number, target: ReadTarget): Promise<number[]> {
    if ('all' in target) return this.markWhere(userId, '', []);
    if (target.ids.length === 0) return Promise.resolve([]);
    return this.markWhere(userId, 'AND "id" = ANY(?::int[])', [intArray(target.ids)]);
  }

  /** Marks the group's unread notification read (its conversation was read elsewhere). */
  markGroupRead(userId: number, groupKey: string): Promise<number[]> {
    return this.markWhere(userId, 'AND "group_key" = ?', [groupKey]);
  }

  private markWhere(userId: number, condition: string, values: unknown[]): Promise<number[]> {
    return this.em.fork().transactional(async (tx) => {
      await this.lockUser(tx, userId);
      const rows: { id: number }[] = await tx.execute(
        `UPDATE "notifications" SET "read_at" = now() WHERE "user_id" = ? AND "read_at" IS NULL ${condition} RETURNING "id"`,
        [userId, ...values],
      );
      const ids = rows.map((row) => row.id).sort((a, b) => a - b);
      if (ids.length) {
        const data: NotificationsReadData = { userId, ids };
        await this.events.appendToOutbox(tx, notificationStream(userId), [{ type: NOTIFICATIONS_READ, data: { ...data } }]);
      }
      return ids;
    });
  }

  private async lockUser(tx: EntityManager, userId: number): Promise<void> {
    await tx.execute('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [notificationStream(userId)]);
  }

  private async insert(tx: EntityManager, notification: NotificationToSend): Promise<NotificationView> {
    const params = notification.groupKey ? { ...notification.params, count: 1 } : notification.params;
    const [row]: NotificationRow[] = await tx.execute(
      `INSERT INTO "notifications" ("user_id", "type", "params", "link", "group_key") VALUES (?, ?, ?::jsonb, ?, ?) RETURNING ${COLUMNS}`,
      [notification.userId, notification.type, JSON.stringify(params), notification.link, notification.groupKey ?? null],
    );
    return toView(row);
  }

  /** The group's unread notification takes the new params, one more source and a new id (to the top); null when the group has none unread. */
  private async mergeIntoGroup(tx: EntityManager, notification: NotificationToSend): Promise<{ view: NotificationView; replacedId: number } | null> {
    const [current]: { id: number; source_count: number }[] = await tx.execute(
      'SELECT "id", "source_count" FROM "notifications" WHERE "user_id" = ? AND "group_key" = ? AND "read_at" IS NULL',
      [notification.userId, notification.groupKey],
    );
    if (!current) return null;
    const count = current.source_count + 1;
    const [row]: NotificationRow[] = await tx.execute(
      `UPDATE "notifications"
       SET "id" = nextval(pg_get_serial_sequence('notifications', 'id')), "type" = ?, "params" = ?::jsonb, "link" = ?, "source_count" = ?, "created_at" = now()
       WHERE "id" = ? RETURNING ${COLUMNS}`,
      [notification.type, JSON.stringify({ ...notification.params, count }), notification.link, count, current.id],
    );
    return { view: toView(row), replacedId: current.id };
  }
}
