import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ValidationError } from '../../../../platform/kernel/errors';
import { ActivationDecision, CurrentPlan, decideActivation, ExistingActivation } from '../../domain/activation';
import { findPlan, isPaidPlanId, Plan } from '../../domain/plans';
import { PaymentAlreadyUsedError, PaymentRefusedError, PlanUnavailableError } from '../../domain/subscription-errors';
import { activationTestPause } from '../../infrastructure/activation-test-pause';
import { PaymentRefundsStore } from '../../infrastructure/payment-refunds.store';
import { PaymentRecorder } from '../../infrastructure/payment.recorder';
import { SubscriptionEntity } from '../../infrastructure/subscription.entity';
import { ActivationRaceLost, SubscriptionStore } from '../../infrastructure/subscription.store';
import { PlanStanding } from '../plan-standing';
import { ActivateSubscriptionJob } from '../ports/payment-jobs';
import { SubscriptionView, toSubscriptionView } from '../subscription-view';
import { ActivateSubscriptionCommand } from './activate-subscription.command';

/** A unique violation despite the lock (it cannot happen between this user's own jobs): decide again. */
const MAX_DECISIONS = 3;

type Outcome = { row: SubscriptionEntity; activated: boolean } | { refused: PaymentRefusedError };

function toExisting(row: SubscriptionEntity): ExistingActivation {
  return { requestId: row.requestId, userId: row.userId, planId: row.planId, source: row.source as ExistingActivation['source'], acknowledged: row.acknowledged };
}

/**
 * decisions/0026: the decision is taken under the user's advisory lock on what earlier activations
 * committed, so of two purchases sent together exactly one activates. A verified payment that the
 * plan rules refuse is recorded for a refund in the same transaction.
 */
@CommandHandler(ActivateSubscriptionCommand)
export class ActivateSubscriptionHandler implements ICommandHandler<ActivateSubscriptionCommand> {
  constructor(
    private readonly payments: PaymentRecorder,
    private readonly subscriptions: SubscriptionStore,
    private readonly refunds: PaymentRefundsStore,
    private readonly standing: PlanStanding,
  ) {}

  async execute({ job }: ActivateSubscriptionCommand): Promise<SubscriptionView> {
    const plan = isPaidPlanId(job.planId) ? findPlan(job.planId) : undefined;
    if (!plan) throw new ValidationError('planId', 'planId must be basic or premium');

    for (let attempt = 1; ; attempt += 1) {
      try {
        const outcome = await this.decide(job, plan);
        if ('refused' in outcome) throw outcome.refused;
        if (outcome.activated) await activationTestPause();
        await this.standing.tellIdentity(job.userId);
        return toSubscriptionView(outcome.row);
      } catch (error) {
        if (!(error instanceof ActivationRaceLost) || attempt >= MAX_DECISIONS) throw error;
      }
    }
  }

  private async decide(job: ActivateSubscriptionJob, plan: Plan): Promise<Outcome> {
    const [payment, identityPlan] = await Promise.all([this.payments.find(job.paymentId), this.standing.identityPlan(job.userId)]);
    return this.subscriptions.withUserLock(job.userId, async (tx): Promise<Outcome> => {
      const now = new Date();
      const existing = await this.subscriptions.findByPayment(tx, job.paymentId);
      const ledger = await this.standing.ledger(tx, job.userId, now, job.paymentId);
      const refundRecorded = await this.refunds.isRecorded(tx, job.paymentId);
      const current: CurrentPlan[] = ledger.current ? [identityPlan, ledger.current] : [identityPlan];
      let decision: ActivationDecision;
      try {
        decision = decideActivation({
          request: { requestId: job.requestId, userId: job.userId, plan, source: job.source },
          payment: payment && { userId: payment.userId, amountPaise: payment.amount },
          existing: existing && toExisting(existing),
          current,
          unused: ledger.unused,
          refundRecorded,
          now,
        });
      } catch (error) {
        // Only raised once the payment is known to be this user's, verified and of the plan's price.
        if (!(error instanceof PlanUnavailableError) || !payment) throw error;
        await this.refunds.record(tx, payment, error.message);
        return { refused: new PaymentRefusedError(error, payment.id, payment.amount) };
      }

      if (decision.type === 'resume') return { row: existing!, activated: false };
      if (decision.type === 'acknowledge') {
        if (!(await this.subscriptions.acknowledge(tx, job.paymentId))) throw new PaymentAlreadyUsedError();
        return { row: existing!, activated: false };
      }
      const row = await this.subscriptions.activate(tx, {
        userId: job.userId,
        planId: job.planId,
        paymentId: job.paymentId,
        startsAt: decision.startsAt,
        expiresAt: decision.expiresAt,
        source: job.source,
        requestId: job.requestId,
      });
      return { row, activated: true };
    });
  }
}
