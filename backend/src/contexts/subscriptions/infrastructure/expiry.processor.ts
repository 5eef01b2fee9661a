import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ExpireSubscriptionsCommand } from '../application/commands/expire-subscriptions.command';
import { SUBSCRIPTION_EXPIRY_QUEUE } from './payment-queues';

/** The repeatable sweep's worker; what it does is derived from PostgreSQL only. */
@Processor(SUBSCRIPTION_EXPIRY_QUEUE)
export class ExpiryProcessor extends WorkerHost {
  private readonly logger = new Logger(ExpiryProcessor.name);

  constructor(private readonly commands: CommandBus) {
    super();
  }

  async process(): Promise<{ downgraded: number }> {
    return { downgraded: await this.commands.execute(new ExpireSubscriptionsCommand(new Date())) };
  }

  /** A worker's own failures (Redis lost its keys or went away mid-job) are logged; the sweep is rescheduled by ExpirySchedule. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.warn(`expiry worker: ${error.message}`);
  }
}
