import { Injectable, OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue, QueueEvents } from 'bullmq';
import { ActivateSubscriptionJob, ConfirmPaymentJob, PaymentJobs } from '../application/ports/payment-jobs';
import { VerifiedPaymentView } from '../application/payment-view';
import { SubscriptionView } from '../application/subscription-view';
import { UNAVAILABLE_MESSAGE } from '../../../platform/http/unavailable-dependency';
import { fromOutcome, JobOutcome } from './job-outcome';
import { JOB_ANSWER_TIMEOUT_MS, PAYMENT_JOB_NAMES, PAYMENTS_QUEUE } from './payment-queues';

/**
 * BullMQ's connections wait for Redis (workers must ride out an outage), so a request that enqueues
 * while Redis is down would hang: it is answered 503 after ENQUEUE_LIMIT_MS instead. The command
 * stays queued in ioredis and may still run when Redis is back; job ids and idempotent processors
 * make that harmless (a webhook's job id is its event id; Razorpay redelivers on a 503).
 */
const ENQUEUE_LIMIT_MS = 3000;

async function withinEnqueueLimit<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ServiceUnavailableException(UNAVAILABLE_MESSAGE)), ENQUEUE_LIMIT_MS);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** Enqueues payment jobs; for the calls a browser waits on, listens for the job's outcome. */
@Injectable()
export class BullmqPaymentJobs implements PaymentJobs, OnModuleDestroy {
  private events: Promise<QueueEvents> | null = null;

  constructor(@InjectQueue(PAYMENTS_QUEUE) private readonly queue: Queue) {}

  confirmPayment(job: ConfirmPaymentJob): Promise<VerifiedPaymentView> {
    return this.runAndWait(PAYMENT_JOB_NAMES.confirmPayment, job);
  }

  activateSubscription(job: ActivateSubscriptionJob): Promise<SubscriptionView> {
    return this.runAndWait(PAYMENT_JOB_NAMES.activateSubscription, job);
  }

  async processWebhookEvent(eventId: string): Promise<void> {
    await withinEnqueueLimit(this.queue.add(PAYMENT_JOB_NAMES.processWebhookEvent, { eventId }, { jobId: `webhook-${eventId}` }));
  }

  async onModuleDestroy(): Promise<void> {
    if (this.events) await (await this.events).close();
  }

  private async runAndWait<T>(name: string, data: object): Promise<T> {
    const events = await withinEnqueueLimit(this.queueEvents());
    const job = await withinEnqueueLimit(this.queue.add(name, data));
    let outcome: JobOutcome<T>;
    try {
      outcome = await job.waitUntilFinished(events, JOB_ANSWER_TIMEOUT_MS);
    } catch (error) {
      if (error instanceof Error && /timed out/i.test(error.message)) {
        throw new ServiceUnavailableException('Your payment is still being processed. Your plan will be updated within a few minutes.');
      }
      throw error;
    }
    return fromOutcome(outcome);
  }

  /** One QueueEvents connection per process, opened on first use (workers that never wait never open it). */
  private queueEvents(): Promise<QueueEvents> {
    this.events ??= (async () => {
      const events = new QueueEvents(this.queue.name, { connection: this.queue.opts.connection, prefix: this.queue.opts.prefix });
      await events.waitUntilReady();
      return events;
    })();
    return this.events;
  }
}
