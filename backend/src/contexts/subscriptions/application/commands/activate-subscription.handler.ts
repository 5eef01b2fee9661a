import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { NotFoundError, ValidationError } from '../../../../platform/kernel/errors';
import { SetSubscriptionTierCommand } from '../../../identity/application/commands/set-subscription-tier.command';
import { GetUserQuery } from '../../../identity/application/queries/get-user.query';
import { decideActivation, ExistingActivation } from '../../domain/activation';
import { findPlan, isPaidPlanId } from '../../domain/plans';
import { PaymentAlreadyUsedError } from '../../domain/subscription-errors';
import { activationTestPause } from '../../infrastructure/activation-test-pause';
import { PaymentRecorder } from '../../infrastructure/payment.recorder';
import { SubscriptionEntity } from '../../infrastructure/subscription.entity';
import { ActivationRaceLost, SubscriptionStore } from '../../infrastructure/subscription.store';
import { SubscriptionView } from '../subscription-view';
import { ActivateSubscriptionCommand } from './activate-subscription.command';

/** Two racing activations of one payment: the loser decides again against the winner's row. */
const MAX_DECISIONS = 3;

function toExisting(row: SubscriptionEntity): ExistingActivation {
  return { requestId: row.requestId, userId: row.userId, planId: row.planId, source: row.source, acknowledged: row.acknowledged };
}

function toView(row: SubscriptionEntity): SubscriptionView {
  return {
    planId: row.planId,
    paymentId: row.paymentId,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

@CommandHandler(ActivateSubscriptionCommand)
export class ActivateSubscriptionHandler implements ICommandHandler<ActivateSubscriptionCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly payments: PaymentRecorder,
    private readonly subscriptions: SubscriptionStore,
  ) {}

  async execute({ job }: ActivateSubscriptionCommand): Promise<SubscriptionView> {
    const plan = isPaidPlanId(job.planId) ? findPlan(job.planId) : undefined;
    if (!plan) throw new ValidationError('planId', 'planId must be basic or premium');

    for (let attempt = 1; ; attempt += 1) {
      const [payment, existing, user] = await Promise.all([
        this.payments.find(job.paymentId),
        this.subscriptions.findByPayment(job.paymentId),
        this.queries.execute(new GetUserQuery(job.userId)),
      ]);
      if (!user) throw new NotFoundError(`User ${job.userId} not found`);
      const decision = decideActivation({
        request: { requestId: job.requestId, userId: job.userId, plan, source: job.source },
        payment: payment && { userId: payment.userId, amountPaise: payment.amount },
        existing: existing && toExisting(existing),
        current: { tier: user.subscriptionTier, expiresAt: user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt) : null },
        now: new Date(),
      });

      if (decision.type === 'resume') return this.recordTier(existing!);
      if (decision.type === 'acknowledge') {
        if (!(await this.subscriptions.acknowledge(job.paymentId))) throw new PaymentAlreadyUsedError();
        return this.recordTier(existing!);
      }
      try {
        const row = await this.subscriptions.activate({
          userId: job.userId,
          planId: job.planId,
          paymentId: job.paymentId,
          startsAt: decision.startsAt,
          expiresAt: decision.expiresAt,
          source: job.source,
          requestId: job.requestId,
        });
        await activationTestPause();
        return await this.recordTier(row);
      } catch (error) {
        if (!(error instanceof ActivationRaceLost) || attempt >= MAX_DECISIONS) throw error;
      }
    }
  }

  /** Tells Identity the user's plan. Idempotent, so a resumed job can always (re)send it. */
  private async recordTier(row: SubscriptionEntity): Promise<SubscriptionView> {
    if (row.status === 'active') await this.commands.execute(new SetSubscriptionTierCommand(row.userId, row.planId, row.expiresAt));
    return toView(row);
  }
}
