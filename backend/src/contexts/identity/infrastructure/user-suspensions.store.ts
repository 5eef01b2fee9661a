import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** The user's row, locked for the rest of the transaction (suspensions of one user queue on it). */
export interface LockedUser {
  id: number;
  isAdmin: boolean;
}

/** The open suspension of a user (ended_at null); it may have run out by itself (until <= now). */
export interface OpenSuspension {
  id: number;
  suspendedUntil: Date;
}

/**
 * The `user_suspensions` history and the user's row, always written together inside the caller's
 * transaction. At most one open suspension per user (partial unique index): a new one closes the
 * previous as replaced (or expired, if it had run out), lifting closes it as lifted.
 */
@Injectable()
export class UserSuspensionsStore {
  async lockUser(tx: EntityManager, userId: number): Promise<LockedUser | null> {
    const [row] = await tx.execute<{ id: number; is_admin: boolean }[]>('SELECT "id", "is_admin" FROM "users" WHERE "id" = ? FOR UPDATE', [userId]);
    return row ? { id: row.id, isAdmin: row.is_admin } : null;
  }

  async open(tx: EntityManager, userId: number): Promise<OpenSuspension | null> {
    const [row] = await tx.execute<{ id: number; suspended_until: Date }[]>(
      'SELECT "id", "suspended_until" FROM "user_suspensions" WHERE "user_id" = ? AND "ended_at" IS NULL',
      [userId],
    );
    return row ? { id: row.id, suspendedUntil: new Date(row.suspended_until) } : null;
  }

  async close(tx: EntityManager, suspensionId: number, how: 'lifted' | 'replaced' | 'expired', by: number | null): Promise<void> {
    await tx.execute('UPDATE "user_suspensions" SET "ended_at" = now(), "ended_how" = ?, "ended_by" = ? WHERE "id" = ? AND "ended_at" IS NULL', [how, by, suspensionId]);
  }

  /** Opens a suspension and writes it on the user's row; returns its id. */
  async suspend(tx: EntityManager, userId: number, reason: string, until: Date, by: number): Promise<number> {
    const [row] = await tx.execute<{ id: number }[]>(
      'INSERT INTO "user_suspensions" ("user_id", "reason", "suspended_by", "suspended_until") VALUES (?, ?, ?, ?) RETURNING "id"',
      [userId, reason, by, until],
    );
    await tx.execute('UPDATE "users" SET "suspended_until" = ?, "suspension_reason" = ?, "updated_at" = now() WHERE "id" = ?', [until, reason, userId]);
    return row.id;
  }

  async clear(tx: EntityManager, userId: number): Promise<void> {
    await tx.execute('UPDATE "users" SET "suspended_until" = NULL, "suspension_reason" = NULL, "updated_at" = now() WHERE "id" = ?', [userId]);
  }
}
