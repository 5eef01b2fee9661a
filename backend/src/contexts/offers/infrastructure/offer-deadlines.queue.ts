/** The BullMQ queue of the offers' clock (the root prefix `<REDIS_PREFIX>bull` comes from QueuesModule). */
export const OFFER_DEADLINES_QUEUE = 'offer-deadlines';

/**
 * The sweep of offer deadlines runs every minute (an offer expires, and its notice goes out, within
 * a minute of its time); each worker checks every 10 s that it is still scheduled (decisions/0076).
 */
export const OFFER_DEADLINES_SWEEP = { schedulerId: 'offer-deadlines-sweep', jobName: 'sweep', everyMs: 60_000, checkEveryMs: 10_000 } as const;
