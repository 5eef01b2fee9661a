import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { EXPIRY_SWEEP, SUBSCRIPTION_EXPIRY_QUEUE } from './payment-queues';

/** Makes sure the repeatable expiry sweep is scheduled (an upsert: any number of workers may do it). */
@Injectable()
export class ExpirySchedule implements OnApplicationBootstrap {
  constructor(@InjectQueue(SUBSCRIPTION_EXPIRY_QUEUE) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(EXPIRY_SWEEP.schedulerId, { every: EXPIRY_SWEEP.everyMs }, {
      name: 'sweep',
      opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
    });
  }
}
