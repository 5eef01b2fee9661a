import type { OfferEvent } from '../../domain/offer';

/**
 * Offers' integration events are the offer streams' own events (`offer-<id>`, `streamNumber(event)`
 * gives the id), read from the event store by durable consumers (decisions/0064, 0068). The types are
 * stored and never renamed. OfferMade carries the parties, the coin, the conversation and the amount.
 */
export type OfferStreamEvent = OfferEvent;

export type OfferStreamEventType = OfferStreamEvent['type'];

/** The data an event of `type` carries. */
export type OfferEventData<T extends OfferStreamEventType> = Extract<OfferStreamEvent, { type: T }>['data'];

export const OFFER_MADE = 'OfferMade' satisfies OfferStreamEventType;
export const OFFER_ACCEPTED = 'OfferAccepted' satisfies OfferStreamEventType;
export const OFFER_REJECTED = 'OfferRejected' satisfies OfferStreamEventType;
export const OFFER_RELEASED = 'OfferReleased' satisfies OfferStreamEventType;
