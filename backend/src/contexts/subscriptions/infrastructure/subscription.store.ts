import { Injectable } from '@nestjs/common';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ActivationSource } from '../domain/activation';
import type { PaidPlanId } from '../domain/plans';
import { SubscriptionEntity } from './subscription.entity';

export interface NewActivation {
  userId: number;
  planId: PaidPlanId;
  paymentId: string;
  startsAt: Date;
  expiresAt: Date;
  source: ActivationSource;
  requestId: string;
}

/** A concurrent activation won the race (same payment, or another active plan of the user). */
export class ActivationRaceLost extends Error {}

/** The subscriptions table: the record of every activation, and what the expiry sweep reads. */
@Injectable()
export class SubscriptionStore {
  constructor(private readonly em: EntityManager) {}

  findByPayment(paymentId: string): Promise<SubscriptionEntity | null> {
    return this.em.fork().findOne(SubscriptionEntity, { paymentId });
  }

  /** Ends the user's active subscription (superseded) and inserts the new one, in one transaction. */
  async activate(activation: NewActivation): Promise<SubscriptionEntity> {
    try {
      return await this.em.fork().transactional(async (tx) => {
        await tx.nativeUpdate(
          SubscriptionEntity,
          { userId: activation.userId, status: 'active' },
          { status: 'superseded', endedAt: activation.startsAt },
        );
        const row = tx.create(SubscriptionEntity, { ...activation, acknowledged: activation.source === 'checkout' });
        await tx.flush();
        return row;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ActivationRaceLost(error.message);
      throw error;
    }
  }

  /** Hands a webhook-made activation to the buyer's browser; false when it was handed over already. */
  async acknowledge(paymentId: string): Promise<boolean> {
    const changed = await this.em.fork().nativeUpdate(SubscriptionEntity, { paymentId, acknowledged: false }, { acknowledged: true });
    return changed === 1;
  }

  /**
   * Ends every active subscription whose period is over. Each row is locked while `downgrade` runs
   * (so an activation racing with it waits), then marked expired; a crash before the mark only
   * means the next sweep downgrades again, which changes nothing.
   */
  async expireDue(now: Date, downgrade: (row: SubscriptionEntity) => Promise<void>): Promise<number> {
    const due = await this.em.fork().find(SubscriptionEntity, { status: 'active', expiresAt: { $lte: now } }, { fields: ['id'] });
    let expired = 0;
    for (const { id } of due) {
      const ended = await this.em.fork().transactional(async (tx) => {
        const [row] = await tx.find(
          SubscriptionEntity,
          { id, status: 'active', expiresAt: { $lte: now } },
          { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
        );
        if (!row) return false;
        await downgrade(row);
        row.status = 'expired';
        row.endedAt = now;
        return true;
      });
      if (ended) expired += 1;
    }
    return expired;
  }
}
