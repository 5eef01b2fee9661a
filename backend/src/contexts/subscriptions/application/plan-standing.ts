import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../platform/kernel/errors';
import { SetSubscriptionTierCommand } from '../../identity/application/commands/set-subscription-tier.command';
import { GetUserQuery } from '../../identity/application/queries/get-user.query';
import { CurrentPlan, PURCHASE_IN_PROGRESS_MS, UnusedPayment } from '../domain/plan-availability';
import { PaymentRecorder } from '../infrastructure/payment.recorder';
import { SubscriptionStore } from '../infrastructure/subscription.store';

/** What the Subscriptions ledger says about a user's plan, read in one transaction. */
export interface LedgerStanding {
  current: CurrentPlan | null;
  unused: UnusedPayment[];
}

/**
 * The user's plan as the rules need it: Identity's record (read through its query; a floor for
 * plans set before the ledger held them) and the ledger's own rows, read under the user's lock.
 * Identity hears of the plan only from `tellIdentity`, which sends the ledger's active row while
 * holding that lock, so the last message Identity gets always describes the latest activation.
 */
@Injectable()
export class PlanStanding {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly em: EntityManager,
    private readonly subscriptions: SubscriptionStore,
    private readonly payments: PaymentRecorder,
  ) {}

  async identityPlan(userId: number): Promise<CurrentPlan> {
    const user = await this.queries.execute(new GetUserQuery(userId));
    if (!user) throw new NotFoundError(`User ${userId} not found`);
    return { tier: user.subscriptionTier, expiresAt: user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt) : null };
  }

  /** The ledger's active plan and the user's unused verified payments (other than `exceptPaymentId`). */
  async ledger(tx: EntityManager, userId: number, now: Date, exceptPaymentId: string | null = null): Promise<LedgerStanding> {
    const active = await this.subscriptions.active(tx, userId);
    const unused = await this.payments.unused(tx, userId, new Date(now.getTime() - PURCHASE_IN_PROGRESS_MS), exceptPaymentId);
    return { current: active && { tier: active.planId, expiresAt: active.expiresAt }, unused };
  }

  /** Both reports and the unused payments, without a lock (create-order: activation checks again under it). */
  async snapshot(userId: number, now: Date): Promise<{ current: CurrentPlan[]; unused: UnusedPayment[] }> {
    const identity = await this.identityPlan(userId);
    const ledger = await this.ledger(this.em.fork(), userId, now);
    return { current: ledger.current ? [identity, ledger.current] : [identity], unused: ledger.unused };
  }

  /** Tells Identity the user's active plan, under the user's lock. Idempotent: a resumed job may always send it again. */
  async tellIdentity(userId: number): Promise<void> {
    await this.subscriptions.withUserLock(userId, async (tx) => {
      const active = await this.subscriptions.active(tx, userId);
      if (active) await this.commands.execute(new SetSubscriptionTierCommand(userId, active.planId, active.expiresAt));
    });
  }
}
