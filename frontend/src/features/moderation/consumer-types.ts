import type { components } from '@/api/schema';

/** A durable consumer as ops see it (GET /api/admin/consumers). */
export type ConsumerStatus = components['schemas']['ConsumerStatusDto'];

/** An event a consumer gave up on after its retries (dead letter). */
export type ParkedEvent = components['schemas']['ParkedEventDto'];

export const PARKED_STATUSES = ['unresolved', 'resolved', 'all'] as const;
export type ParkedStatus = (typeof PARKED_STATUSES)[number];
