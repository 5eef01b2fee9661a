import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { SuspendedSellers } from './suspended-sellers.store';
import { SUSPENSION_EXPIRY_QUEUE } from './suspension-expiry.queue';

/** The repeatable sweep's worker: shows again the listings of the sellers whose suspension has run out. */
@Processor(SUSPENSION_EXPIRY_QUEUE)
export class SuspensionExpiryProcessor extends WorkerHost {
  private readonly logger = new Logger(SuspensionExpiryProcessor.name);

  constructor(private readonly sellers: SuspendedSellers) {
    super();
  }

  async process(): Promise<{ sellers: number[] }> {
    return { sellers: await this.sellers.expire(new Date()) };
  }

  /** A worker's own failures (Redis went away mid-job) are logged; SuspensionExpirySchedule schedules the sweep again. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.warn(`suspension expiry worker: ${error.message}`);
  }
}
