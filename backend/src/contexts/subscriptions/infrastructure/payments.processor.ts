import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { ActivateSubscriptionCommand } from '../application/commands/activate-subscription.command';
import { ConfirmPaymentCommand } from '../application/commands/confirm-payment.command';
import { ProcessWebhookEventCommand } from '../application/commands/process-webhook-event.command';
import { ActivateSubscriptionJob, ConfirmPaymentJob } from '../application/ports/payment-jobs';
import { JobOutcome, toOutcome } from './job-outcome';
import { PAYMENT_JOB_NAMES, PAYMENT_WORKER_OPTIONS, PAYMENTS_QUEUE } from './payment-queues';

/** Runs payment jobs. Every step is idempotent (unique payment ids in PostgreSQL), so retries are safe. */
@Processor(PAYMENTS_QUEUE, PAYMENT_WORKER_OPTIONS)
export class PaymentsProcessor extends WorkerHost {
  private readonly logger = new Logger(PaymentsProcessor.name);

  constructor(private readonly commands: CommandBus) {
    super();
  }

  process(job: Job): Promise<JobOutcome<unknown>> {
    switch (job.name) {
      case PAYMENT_JOB_NAMES.confirmPayment:
        return toOutcome(() => this.commands.execute(new ConfirmPaymentCommand(job.data as ConfirmPaymentJob)));
      case PAYMENT_JOB_NAMES.activateSubscription:
        return toOutcome(() => this.commands.execute(new ActivateSubscriptionCommand(job.data as ActivateSubscriptionJob)));
      case PAYMENT_JOB_NAMES.processWebhookEvent:
        return toOutcome(() => this.commands.execute(new ProcessWebhookEventCommand((job.data as { eventId: string }).eventId)));
      default:
        throw new Error(`Unknown payment job ${job.name}`);
    }
  }

  /** The worker's own failures (Redis went away or lost a job's keys mid-job); the job is retried or redelivered. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.warn(`payments worker: ${error.message}`);
  }
}
