import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { KeptSweeps } from '../../../platform/queues/kept-sweeps';
import { EXPIRING_SOON_SWEEP, EXPIRY_SWEEP, SUBSCRIPTION_EXPIRY_QUEUE } from './payment-queues';

/** Keeps the plans' expiry sweep and the hourly "expiring soon" warning (decisions/0065) scheduled on every worker (decisions/0021). */
@Injectable()
export class ExpirySchedule extends KeptSweeps {
  constructor(@InjectQueue(SUBSCRIPTION_EXPIRY_QUEUE) queue: Queue) {
    super(queue, [EXPIRY_SWEEP, EXPIRING_SOON_SWEEP], 'subscription expiry sweeps');
  }
}
