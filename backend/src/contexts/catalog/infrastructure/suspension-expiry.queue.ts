/** The BullMQ queue of the Catalog's suspension expiry (the root prefix comes from QueuesModule). */
export const SUSPENSION_EXPIRY_QUEUE = 'catalog-suspension-expiry';

/**
 * The sweep runs every minute: a suspended seller's listings show again within a minute of the
 * suspension's end (decisions/0083); each worker checks every 10 s that it is still scheduled.
 */
export const SUSPENSION_EXPIRY_SWEEP = { schedulerId: 'catalog-suspension-expiry-sweep', jobName: 'sweep', everyMs: 60_000, checkEveryMs: 10_000 } as const;
