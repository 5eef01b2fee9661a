import type { OfferEvent } from '../../domain/offer';

/**
 * Offers' integration events are the offer streams' own events (`offer-<id>`, `streamNumber(event)`
 * gives the id), read from the event store by durable consumers (decisions/0064, 0068). The types are
 * stored and never renamed. OfferMade carries the parties, the coin, the conversation and the amount;
 * the negotiation's events (decisions/0076) carry who took each step and its amount.
 */
export type OfferStreamEvent = OfferEvent;

export type OfferStreamEventType = OfferStreamEvent['type'];

/** The data an event of `type` carries. */
export type OfferEventData<T extends OfferStreamEventType> = Extract<OfferStreamEvent, { type: T }>['data'];

export const OFFER_MADE = 'OfferMade' satisfies OfferStreamEventType;
export const OFFER_ACCEPTED = 'OfferAccepted' satisfies OfferStreamEventType;
export const OFFER_REJECTED = 'OfferRejected' satisfies OfferStreamEventType;
export const OFFER_RELEASED = 'OfferReleased' satisfies OfferStreamEventType;
export const OFFER_COUNTERED = 'OfferCountered' satisfies OfferStreamEventType;
export const OFFER_WITHDRAWN = 'OfferWithdrawn' satisfies OfferStreamEventType;
export const OFFER_EXPIRING = 'OfferExpiring' satisfies OfferStreamEventType;
export const OFFER_EXPIRED = 'OfferExpired' satisfies OfferStreamEventType;

/**
 * The amount on the table after `events` (an offer stream's events, oldest first): the offer's,
 * then each counter's; an acceptance's own amount when it names one.
 */
export function amountOnTable(events: readonly { type: string; data: Record<string, unknown> }[]): number {
  let amount = 0;
  for (const { type, data } of events) {
    if (type === OFFER_MADE) amount = data.offerAmount as number;
    else if (type === OFFER_COUNTERED || (type === OFFER_ACCEPTED && typeof data.amount === 'number')) amount = data.amount as number;
  }
  return amount;
}
