import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { KeptSweeps } from '../../../platform/queues/kept-sweeps';
import { OFFER_DEADLINES_QUEUE, OFFER_DEADLINES_SWEEP } from './offer-deadlines.queue';

/** Keeps the offers' deadlines sweep scheduled on every worker (decisions/0076). */
@Injectable()
export class OfferDeadlinesSchedule extends KeptSweeps {
  constructor(@InjectQueue(OFFER_DEADLINES_QUEUE) queue: Queue) {
    super(queue, [{ ...OFFER_DEADLINES_SWEEP, attempts: 1 }], 'offer deadlines sweep');
  }
}
