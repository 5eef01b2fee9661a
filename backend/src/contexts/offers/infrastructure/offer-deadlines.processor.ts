import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SweepOfferDeadlinesCommand, SweptOffers } from '../application/commands/sweep-offer-deadlines.command';
import { OFFER_DEADLINES_QUEUE } from './offer-deadlines.queue';

/** The repeatable sweep's worker: what it does is derived from PostgreSQL and each offer's stream only. */
@Processor(OFFER_DEADLINES_QUEUE)
export class OfferDeadlinesProcessor extends WorkerHost {
  private readonly logger = new Logger(OfferDeadlinesProcessor.name);

  constructor(private readonly commands: CommandBus) {
    super();
  }

  process(): Promise<SweptOffers> {
    return this.commands.execute(new SweepOfferDeadlinesCommand(new Date()));
  }

  /** A worker's own failures (Redis lost its keys or went away mid-job) are logged; the sweep is rescheduled by OfferDeadlinesSchedule. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.warn(`offer deadlines worker: ${error.message}`);
  }
}
