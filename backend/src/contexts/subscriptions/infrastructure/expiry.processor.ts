import { Processor, WorkerHost } from '@nestjs/bullmq';
import { CommandBus } from '@nestjs/cqrs';
import { ExpireSubscriptionsCommand } from '../application/commands/expire-subscriptions.command';
import { SUBSCRIPTION_EXPIRY_QUEUE } from './payment-queues';

/** The repeatable sweep's worker; what it does is derived from PostgreSQL only. */
@Processor(SUBSCRIPTION_EXPIRY_QUEUE)
export class ExpiryProcessor extends WorkerHost {
  constructor(private readonly commands: CommandBus) {
    super();
  }

  async process(): Promise<{ downgraded: number }> {
    return { downgraded: await this.commands.execute(new ExpireSubscriptionsCommand(new Date())) };
  }
}
