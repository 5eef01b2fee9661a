import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { ExpireSubscriptionsCommand } from '../application/commands/expire-subscriptions.command';
import { WarnExpiringSubscriptionsCommand } from '../application/commands/warn-expiring-subscriptions.command';
import { EXPIRING_SOON_SWEEP, SUBSCRIPTION_EXPIRY_QUEUE } from './payment-queues';

/** The repeatable sweeps' worker (the expiry, and the "expiring soon" warning); what they do is derived from PostgreSQL only. */
@Processor(SUBSCRIPTION_EXPIRY_QUEUE)
export class ExpiryProcessor extends WorkerHost {
  private readonly logger = new Logger(ExpiryProcessor.name);

  constructor(private readonly commands: CommandBus) {
    super();
  }

  async process(job: Job): Promise<{ downgraded: number } | { warned: number }> {
    if (job.name === EXPIRING_SOON_SWEEP.jobName) return { warned: await this.commands.execute(new WarnExpiringSubscriptionsCommand(new Date())) };
    return { downgraded: await this.commands.execute(new ExpireSubscriptionsCommand(new Date())) };
  }

  /** A worker's own failures (Redis lost its keys or went away mid-job) are logged; the sweep is rescheduled by ExpirySchedule. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.warn(`expiry worker: ${error.message}`);
  }
}
