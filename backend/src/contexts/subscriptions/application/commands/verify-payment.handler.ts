import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PAYMENT_JOBS, PaymentJobs } from '../ports/payment-jobs';
import { VerifiedPaymentView } from '../payment-view';
import { VerifyPaymentCommand } from './verify-payment.command';

@CommandHandler(VerifyPaymentCommand)
export class VerifyPaymentHandler implements ICommandHandler<VerifyPaymentCommand> {
  constructor(@Inject(PAYMENT_JOBS) private readonly jobs: PaymentJobs) {}

  execute(command: VerifyPaymentCommand): Promise<VerifiedPaymentView> {
    const { userId, orderId, paymentId, signature } = command;
    return this.jobs.confirmPayment({ userId, orderId, paymentId, signature });
  }
}
