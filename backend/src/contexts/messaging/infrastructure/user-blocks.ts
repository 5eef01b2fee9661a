import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../../platform/event-store/event-store';
import { BlockChangedData, blocksStream, USER_BLOCKED, USER_UNBLOCKED } from '../application/events/block-stream.events';
import { BlockBetween, blockBetween } from '../domain/blocking';

/** A block in force, as the blocker's list shows it. */
export interface BlockRow {
  blockedId: number;
  createdAt: Date;
}

/**
 * The `user_blocks` table (decisions/0084). A block and an unblock take an exclusive advisory lock on
 * the pair and a message's transaction takes it shared while it checks, so a message either commits
 * before the block or is refused after it. Rows are kept after an unblock (`unblocked_at`).
 */
@Injectable()
export class UserBlocks {
  constructor(
    private readonly em: EntityManager,
    private readonly store: EventStore,
  ) {}

  /** Blocks `blockedId` for `blockerId`; false when that block was already in force (idempotent). */
  block(blockerId: number, blockedId: number): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      await lockPair(tx, blockerId, blockedId, 'exclusive');
      const inserted = await tx.execute<{ id: number }[]>(
        `INSERT INTO "user_blocks" ("blocker_id", "blocked_id") VALUES (?, ?)
         ON CONFLICT ("blocker_id", "blocked_id") WHERE "unblocked_at" IS NULL DO NOTHING RETURNING "id"`,
        [blockerId, blockedId],
      );
      if (inserted.length === 0) return false;
      await this.record(tx, USER_BLOCKED, { blockerId, blockedId });
      return true;
    });
  }

  /** Lifts `blockerId`'s block of `blockedId`; false when none was in force (idempotent). */
  unblock(blockerId: number, blockedId: number): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      await lockPair(tx, blockerId, blockedId, 'exclusive');
      const lifted = await tx.execute<{ id: number }[]>(
        'UPDATE "user_blocks" SET "unblocked_at" = now() WHERE "blocker_id" = ? AND "blocked_id" = ? AND "unblocked_at" IS NULL RETURNING "id"',
        [blockerId, blockedId],
      );
      if (lifted.length === 0) return false;
      await this.record(tx, USER_UNBLOCKED, { blockerId, blockedId });
      return true;
    });
  }

  /** The blocks in force between `userId` and `otherId`, seen from `userId`; inside `tx`, after waiting for a block being written. */
  async between(userId: number, otherId: number, tx?: EntityManager): Promise<BlockBetween> {
    if (tx) await lockPair(tx, userId, otherId, 'shared');
    const rows = await (tx ?? this.em.fork()).execute<{ blocker_id: number; blocked_id: number }[]>(
      `SELECT "blocker_id", "blocked_id" FROM "user_blocks" WHERE "unblocked_at" IS NULL
       AND (("blocker_id" = ? AND "blocked_id" = ?) OR ("blocker_id" = ? AND "blocked_id" = ?))`,
      [userId, otherId, otherId, userId],
    );
    return blockBetween(userId, otherId, rows.map((row) => [row.blocker_id, row.blocked_id] as const));
  }

  /** For a list of conversations: the blocks in force between `userId` and each of `otherIds`. */
  async withEach(userId: number, otherIds: readonly number[]): Promise<Map<number, BlockBetween>> {
    const others = [...new Set(otherIds)];
    if (others.length === 0) return new Map();
    const rows = await this.em.fork().execute<{ blocker_id: number; blocked_id: number }[]>(
      `SELECT "blocker_id", "blocked_id" FROM "user_blocks" WHERE "unblocked_at" IS NULL
       AND (("blocker_id" = ? AND "blocked_id" = ANY(?::int[])) OR ("blocked_id" = ? AND "blocker_id" = ANY(?::int[])))`,
      [userId, `{${others.join(',')}}`, userId, `{${others.join(',')}}`],
    );
    const pairs = rows.map((row) => [row.blocker_id, row.blocked_id] as const);
    return new Map(others.map((otherId) => [otherId, blockBetween(userId, otherId, pairs)]));
  }

  /** The people `blockerId` blocks now, the latest block first. */
  async blockedBy(blockerId: number): Promise<BlockRow[]> {
    const rows = await this.em.fork().execute<{ blocked_id: number; created_at: Date }[]>(
      'SELECT "blocked_id", "created_at" FROM "user_blocks" WHERE "blocker_id" = ? AND "unblocked_at" IS NULL ORDER BY "created_at" DESC, "id" DESC',
      [blockerId],
    );
    return rows.map((row) => ({ blockedId: row.blocked_id, createdAt: new Date(row.created_at) }));
  }

  private async record(tx: EntityManager, type: string, data: BlockChangedData): Promise<void> {
    await this.store.appendToOutbox(tx, blocksStream(data.blockerId), [{ type, data: { ...data } }]);
  }
}

/** One advisory lock per unordered pair of people, held until `tx` ends. */
async function lockPair(tx: EntityManager, a: number, b: number, mode: 'shared' | 'exclusive'): Promise<void> {
  const key = `user-block-pair-${Math.min(a, b)}-${Math.max(a, b)}`;
  await tx.execute(`SELECT ${mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock'}(hashtextextended(?, 0))`, [key]);
}
