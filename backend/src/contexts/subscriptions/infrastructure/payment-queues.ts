/** BullMQ queue names (the root prefix `<REDIS_PREFIX>bull` comes from QueuesModule). */
export const PAYMENTS_QUEUE = 'payments';
export const SUBSCRIPTION_EXPIRY_QUEUE = 'subscription-expiry';

export const PAYMENT_JOB_NAMES = {
  confirmPayment: 'confirm-payment',
  activateSubscription: 'activate-subscription',
  processWebhookEvent: 'process-webhook-event',
} as const;

/**
 * Payment jobs take milliseconds, so a short lock lets another worker pick up the job of a worker
 * that died within ~15 s (lock expiry, then the next stalled-job check).
 */
export const PAYMENT_WORKER_OPTIONS = { lockDuration: 10_000, stalledInterval: 5_000, maxStalledCount: 2 };

/** How long a browser waits for a verification or activation job before being told it is still running. */
export const JOB_ANSWER_TIMEOUT_MS = 25_000;

/** The expiry sweep runs every minute; each worker checks every 10 s that it is still scheduled (decisions/0021). */
export const EXPIRY_SWEEP = { schedulerId: 'subscription-expiry-sweep', jobName: 'sweep', everyMs: 60_000, checkEveryMs: 10_000 } as const;

/** The "expiring in 3 days" sweep runs hourly on the same queue and is kept scheduled the same way (decisions/0065). */
export const EXPIRING_SOON_SWEEP = { schedulerId: 'subscription-expiring-soon-sweep', jobName: 'warn-expiring', everyMs: 3_600_000 } as const;
