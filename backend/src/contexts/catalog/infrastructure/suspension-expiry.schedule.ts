import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { KeptSweeps } from '../../../platform/queues/kept-sweeps';
import { SUSPENSION_EXPIRY_QUEUE, SUSPENSION_EXPIRY_SWEEP } from './suspension-expiry.queue';

/**
 * Keeps the suspension expiry sweep scheduled on every worker: it finds every suspension that has run
 * out, so a lost run only delays the listings' return by a minute, never skips it (decisions/0083).
 */
@Injectable()
export class SuspensionExpirySchedule extends KeptSweeps {
  constructor(@InjectQueue(SUSPENSION_EXPIRY_QUEUE) queue: Queue) {
    super(queue, [{ ...SUSPENSION_EXPIRY_SWEEP, attempts: 1 }], 'suspension expiry sweep');
  }
}
