import { foldEvents } from '../../../platform/event-store/decider';
import { deciderSpecification } from '../../../platform/event-store/decider-specification.testing';
import type { Principal } from '../../../platform/kernel/principal';
import { ListingEvent, listingLifecycle, ListingLifecycleState } from './listing-lifecycle';

/** What the listing lifecycle's specs share (test-only): the given/when/then of its decider, people and events. */
export const given = deciderSpecification(listingLifecycle);
export const fold = (events: ListingEvent[]): ListingLifecycleState => foldEvents(listingLifecycle, events);

const person = (userId: number, isAdmin = false): Principal => ({ userId, name: `Person ${userId}`, isAdmin, subscriptionTier: 'premium' });
export const seller = person(7);
export const stranger = person(8);
export const admin = person(1, true);

export const submitted: ListingEvent = { type: 'ListingSubmitted', data: { listingId: 42, sellerId: 7 } };
export const approved: ListingEvent = { type: 'ListingApproved', data: { by: 1 } };
export const sold: ListingEvent = { type: 'ListingMarkedSold', data: { by: 7 } };
export const deleted: ListingEvent = { type: 'ListingDeleted', data: { by: 7 } };
export const otherAdmin = person(2, true);

/** The decisions' clock in the specs. */
export const now = new Date('2026-11-26T09:00:00.000Z');
export const minutesFrom = (moment: Date, minutes: number): Date => new Date(moment.getTime() + minutes * 60_000);
