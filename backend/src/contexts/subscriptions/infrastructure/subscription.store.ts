import { Injectable } from '@nestjs/common';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../../platform/event-store/event-store';
import {
  SUBSCRIPTION_ACTIVATED,
  SUBSCRIPTION_EXPIRED,
  SUBSCRIPTION_EXPIRING_SOON,
  SubscriptionEventData,
  subscriptionStream,
} from '../application/events/subscription-stream.events';
import type { PaidPlanId } from '../domain/plans';
import { SubscriptionEntity, SubscriptionSource } from './subscription.entity';

export interface NewActivation {
  userId: number;
  planId: PaidPlanId;
  /** Null for a grant. */
  paymentId: string | null;
  startsAt: Date;
  expiresAt: Date;
  source: SubscriptionSource;
  requestId: string;
}

/** A concurrent activation won the race (same payment, or another active plan of the user). */
export class ActivationRaceLost extends Error {}

/** First key of the per-user advisory lock ("SUBS"); the second is the user id. */
const USER_LOCK_CLASS = 0x53554253;

const DAY_MS = 24 * 3600 * 1000;

const eventData = (row: { id: number; userId: number; planId: PaidPlanId; expiresAt: Date }): SubscriptionEventData => ({
  subscriptionId: row.id,
  userId: row.userId,
  planId: row.planId,
  expiresAt: row.expiresAt.toISOString(),
});

/** The subscriptions table: the record of every activation, and what the expiry sweep reads. */
@Injectable()
export class SubscriptionStore {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventStore,
  ) {}

  /**
   * Runs `work` in a transaction holding the user's advisory lock (decisions/0026): every decision
   * about one user's plan (activation, grant, expiry, telling Identity) is taken one at a time, on
   * what the previous one committed.
   */
  async withUserLock<T>(userId: number, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.fork().transactional(async (tx) => {
        await tx.execute('SELECT pg_advisory_xact_lock(?, ?)', [USER_LOCK_CLASS, userId]);
        return work(tx);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ActivationRaceLost(error.message);
      throw error;
    }
  }

  findByPayment(tx: EntityManager, paymentId: string): Promise<SubscriptionEntity | null> {
    return tx.findOne(SubscriptionEntity, { paymentId });
  }

  /** The user's active row (at most one), whatever its expiry. */
  active(tx: EntityManager, userId: number): Promise<SubscriptionEntity | null> {
    return tx.findOne(SubscriptionEntity, { userId, status: 'active' });
  }

  /**
   * Ends the user's active subscription (superseded) and inserts the new one, with its
   * `SubscriptionActivated` outbox event in the same transaction; call under the user's lock.
   */
  async activate(tx: EntityManager, activation: NewActivation): Promise<SubscriptionEntity> {
    await tx.nativeUpdate(SubscriptionEntity, { userId: activation.userId, status: 'active' }, { status: 'superseded', endedAt: activation.startsAt });
    const row = tx.create(SubscriptionEntity, { ...activation, acknowledged: activation.source !== 'webhook' });
    await tx.flush();
    await this.events.appendToOutbox(tx, subscriptionStream(row.id), [{ type: SUBSCRIPTION_ACTIVATED, data: { ...eventData(row) } }]);
    return row;
  }

  /** Hands a webhook-made activation to the buyer's browser; false when it was handed over already. */
  async acknowledge(tx: EntityManager, paymentId: string): Promise<boolean> {
    const changed = await tx.nativeUpdate(SubscriptionEntity, { paymentId, acknowledged: false }, { acknowledged: true });
    return changed === 1;
  }

  /**
   * Ends every active subscription whose period is over. Each is handled under its user's lock and
   * a row lock while `downgrade` runs, then marked expired; a crash before the mark only means the
   * next sweep downgrades again, which changes nothing.
   */
  async expireDue(now: Date, downgrade: (row: SubscriptionEntity) => Promise<void>): Promise<number> {
    const due = await this.em.fork().find(SubscriptionEntity, { status: 'active', expiresAt: { $lte: now } }, { fields: ['id', 'userId'] });
    let expired = 0;
    for (const { id, userId } of due) {
      const ended = await this.withUserLock(userId, async (tx) => {
        const [row] = await tx.find(SubscriptionEntity, { id, status: 'active', expiresAt: { $lte: now } }, { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE });
        if (!row) return false;
        await downgrade(row);
        row.status = 'expired';
        row.endedAt = now;
        await this.events.appendToOutbox(tx, subscriptionStream(row.id), [{ type: SUBSCRIPTION_EXPIRED, data: { ...eventData(row) } }]);
        return true;
      });
      if (ended) expired += 1;
    }
    return expired;
  }

  /**
   * Marks each active subscription that ends within `withinDays` days of `now` as warned and writes its
   * `SubscriptionExpiringSoon` outbox event, in one transaction: one statement claims the rows, so
   * racing sweeps warn each subscription once. A period no longer than `withinDays` is never warned
   * (it would be told at once that it is ending).
   */
  async warnExpiringSoon(now: Date, withinDays: number): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      const rows: { id: number; user_id: number; plan_id: PaidPlanId; expires_at: Date }[] = await tx.execute(
        `UPDATE "subscriptions" SET "expiry_warned_at" = ?
         WHERE "status" = 'active' AND "expiry_warned_at" IS NULL AND "expires_at" > ? AND "expires_at" <= ? AND "expires_at" - "starts_at" > ? * interval '1 day'
         RETURNING "id", "user_id", "plan_id", "expires_at"`,
        [now, now, new Date(now.getTime() + withinDays * DAY_MS), withinDays],
      );
      for (const row of rows.sort((a, b) => a.id - b.id)) {
        const data = eventData({ id: row.id, userId: row.user_id, planId: row.plan_id, expiresAt: new Date(row.expires_at) });
        await this.events.appendToOutbox(tx, subscriptionStream(row.id), [{ type: SUBSCRIPTION_EXPIRING_SOON, data: { ...data } }]);
      }
      return rows.length;
    });
  }
}
