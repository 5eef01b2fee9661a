import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PAYMENT_JOBS, PaymentJobs } from '../ports/payment-jobs';
import { SubscriptionView } from '../subscription-view';
import { SubscribeCommand } from './subscribe.command';

@CommandHandler(SubscribeCommand)
export class SubscribeHandler implements ICommandHandler<SubscribeCommand> {
  constructor(@Inject(PAYMENT_JOBS) private readonly jobs: PaymentJobs) {}

  execute(command: SubscribeCommand): Promise<SubscriptionView> {
    return this.jobs.activateSubscription({
      requestId: `checkout-${randomUUID()}`,
      userId: command.userId,
      planId: command.planId,
      paymentId: command.paymentId,
      source: 'checkout',
    });
  }
}
