import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ValidationError } from '../../../../platform/kernel/errors';
import { isPaidPlanId } from '../../domain/plans';
import { SubscriptionStore } from '../../infrastructure/subscription.store';
import { PlanStanding } from '../plan-standing';
import { SubscriptionView, toSubscriptionView } from '../subscription-view';
import { GrantSubscriptionCommand } from './grant-subscription.command';

const DAY_MS = 24 * 3600 * 1000;

@CommandHandler(GrantSubscriptionCommand)
export class GrantSubscriptionHandler implements ICommandHandler<GrantSubscriptionCommand> {
  constructor(
    private readonly subscriptions: SubscriptionStore,
    private readonly standing: PlanStanding,
  ) {}

  async execute({ userId, planId, days }: GrantSubscriptionCommand): Promise<SubscriptionView> {
    if (!isPaidPlanId(planId)) throw new ValidationError('planId', 'planId must be basic or premium');
    if (!Number.isInteger(days) || days < 1) throw new ValidationError('days', 'days must be a whole number of at least 1');
    await this.standing.identityPlan(userId); // 404 for an unknown user
    const startsAt = new Date();
    const row = await this.subscriptions.withUserLock(userId, (tx) =>
      this.subscriptions.activate(tx, {
        userId,
        planId,
        paymentId: null,
        startsAt,
        expiresAt: new Date(startsAt.getTime() + days * DAY_MS),
        source: 'grant',
        requestId: `grant-${randomUUID()}`,
      }),
    );
    await this.standing.tellIdentity(userId);
    return toSubscriptionView(row);
  }
}
