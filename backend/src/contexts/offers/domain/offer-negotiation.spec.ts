import { foldEvents } from '../../../platform/event-store/decider';
import { deciderSpecification } from '../../../platform/event-store/decider-specification.testing';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../platform/kernel/errors';
import type { Principal } from '../../../platform/kernel/principal';
import type { SubscriptionTier } from '../../../platform/kernel/subscription-tier';
import { OfferCommand, offerDecider, OfferEvent } from './offer';
import type { OfferDecision } from './offer-answer';

const person = (userId: number, subscriptionTier: SubscriptionTier = 'premium'): Principal => ({ userId, name: `Person ${userId}`, isAdmin: false, subscriptionTier });
const fold = (events: OfferEvent[]) => foldEvents(offerDecider, events);
const hours = (n: number) => new Date(Date.parse('2026-11-29T10:00:00.000Z') + n * 3_600_000);
const at = (n: number) => hours(n).toISOString();

const seller = person(7);
const buyer = person(8);
const forSale = { isSold: false, isDeleted: false, isReserved: false };
const made: OfferEvent = {
  type: 'OfferMade',
  data: { offerId: 5, buyerId: 8, sellerId: 7, coinId: 42, conversationId: 3, offerAmount: 4000, message: null, expiresAt: at(48) },
};
/** The seller's counter of ₹4,600, 10 hours after the offer; then the buyer's ₹4,300, 20 hours after. */
const sellerCounter: OfferEvent = { type: 'OfferCountered', data: { by: 7, amount: 4600, round: 1, expiresAt: at(58) } };
const buyerCounter: OfferEvent = { type: 'OfferCountered', data: { by: 8, amount: 4300, round: 2, expiresAt: at(68) } };

const answer = (actor: Principal, status: OfferDecision, options: { counterAmount?: number; now?: Date; listing?: typeof forSale } = {}): OfferCommand => ({
  kind: 'decide',
  status,
  actor,
  counterAmount: options.counterAmount,
  listing: options.listing ?? forSale,
  now: options.now ?? hours(10),
});

const given = deciderSpecification(offerDecider);

describe('offer decider: negotiation (decisions/0076)', () => {
  it('starts the 48-hour clock with the offer, waiting for the seller', () => {
    expect(fold([made])).toMatchObject({ status: 'pending', awaiting: 'seller', amount: 4000, round: 0, expiresAt: at(48) });
  });

  it('lets the premium seller counter a fresh offer, which turns it over to the buyer and restarts the clock', () => {
    given(made).when(answer(seller, 'countered', { counterAmount: 4600 })).then(sellerCounter);
    expect(fold([made, sellerCounter])).toMatchObject({ status: 'countered', awaiting: 'buyer', amount: 4600, round: 1, expiresAt: at(58) });
  });

  it("lets the buyer accept the seller's counter at its amount, reject it, or counter it back", () => {
    given(made, sellerCounter).when(answer(buyer, 'accepted', { now: hours(20) })).then({ type: 'OfferAccepted', data: { by: 8, amount: 4600 } });
    expect(fold([made, sellerCounter, { type: 'OfferAccepted', data: { by: 8, amount: 4600 } }])).toMatchObject({ status: 'accepted', amount: 4600, awaiting: null });
    given(made, sellerCounter).when(answer(buyer, 'rejected', { now: hours(20) })).then({ type: 'OfferRejected', data: { by: 8, cause: 'buyer' } });
    expect(fold([made, sellerCounter, { type: 'OfferRejected', data: { by: 8, cause: 'buyer' } }])).toMatchObject({ status: 'rejected', awaiting: null });
    given(made, sellerCounter).when(answer(buyer, 'countered', { counterAmount: 4300, now: hours(20) })).then(buyerCounter);
    expect(fold([made, sellerCounter, buyerCounter])).toMatchObject({ status: 'countered', awaiting: 'seller', amount: 4300, round: 2 });
  });

  it("lets the seller accept, reject or counter the buyer's counter", () => {
    given(made, sellerCounter, buyerCounter).when(answer(seller, 'accepted', { now: hours(21) })).then({ type: 'OfferAccepted', data: { by: 7, amount: 4300 } });
    given(made, sellerCounter, buyerCounter).when(answer(seller, 'rejected', { now: hours(21) })).then({ type: 'OfferRejected', data: { by: 7, cause: 'seller' } });
    given(made, sellerCounter, buyerCounter)
      .when(answer(seller, 'countered', { counterAmount: 4450, now: hours(21) }))
      .then({ type: 'OfferCountered', data: { by: 7, amount: 4450, round: 3, expiresAt: at(69) } });
  });

  it('lets only the party the offer waits for answer it (403), and nobody else see it (404)', () => {
    given(made).when(answer(buyer, 'accepted')).thenFails(ForbiddenError, /^Only the seller/);
    given(made).when(answer(buyer, 'countered', { counterAmount: 3900 })).thenFails(ForbiddenError, /^Only the seller/);
    given(made, sellerCounter).when(answer(seller, 'accepted')).thenFails(ForbiddenError, /^Only the buyer/);
    given(made, sellerCounter).when(answer(seller, 'countered', { counterAmount: 4500 })).thenFails(ForbiddenError, /^Only the buyer/);
    given(made, sellerCounter, buyerCounter).when(answer(buyer, 'rejected')).thenFails(ForbiddenError, /^Only the seller/);
    for (const status of ['accepted', 'rejected', 'countered', 'withdrawn'] as const) {
      given(made, sellerCounter).when(answer(person(99), status, { counterAmount: 10 })).thenFails(NotFoundError);
    }
  });

  it('needs Premium of the seller to counter and of the buyer to answer a counter', () => {
    given(made).when(answer(person(7, 'basic'), 'countered', { counterAmount: 4600 })).thenFails(ForbiddenError, /^Premium subscription required/);
    given(made, sellerCounter).when(answer(person(8, 'free'), 'accepted')).thenFails(ForbiddenError, /counter-offer needs a Premium subscription/);
    given(made, sellerCounter).when(answer(person(8, 'basic'), 'countered', { counterAmount: 4100 })).thenFails(ForbiddenError, /Premium/);
  });

  it.each([undefined, 0, -5, 1.5, 1_000_000_001])('refuses the counter amount %p naming counterAmount', (counterAmount) => {
    given(made).when(answer(seller, 'countered', { counterAmount })).thenFails(ValidationError, /^counterAmount/);
  });

  it('refuses a counterAmount with any other answer', () => {
    given(made).when(answer(seller, 'accepted', { counterAmount: 4600 })).thenFails(ValidationError, /^counterAmount goes only with the status countered$/);
  });

  it('refuses a counter of the amount already on the table: that is accepting it', () => {
    given(made).when(answer(seller, 'countered', { counterAmount: 4000 })).thenFails(ValidationError, /^counterAmount must differ from the ₹4,000 on the table/);
  });

  it('allows 5 counter-offers; the fifth can then only be accepted or rejected', () => {
    const counters: OfferEvent[] = [1, 2, 3, 4, 5].map((round) => ({
      type: 'OfferCountered',
      data: { by: round % 2 === 1 ? 7 : 8, amount: 4000 + round * 100, round, expiresAt: at(48 + round) },
    }));
    given(made, ...counters.slice(0, 4)).when(answer(seller, 'countered', { counterAmount: 4500, now: hours(5) })).then({
      type: 'OfferCountered',
      data: { by: 7, amount: 4500, round: 5, expiresAt: at(53) },
    });
    expect(fold([made, ...counters])).toMatchObject({ round: 5, awaiting: 'buyer', amount: 4500 });
    given(made, ...counters).when(answer(buyer, 'countered', { counterAmount: 4200, now: hours(6) })).thenFails(ConflictError, /5 counter-offers/);
    given(made, ...counters).when(answer(buyer, 'accepted', { now: hours(6) })).then({ type: 'OfferAccepted', data: { by: 8, amount: 4500 } });
  });

  it('refuses to accept or counter when the coin is sold, gone or reserved for another; rejecting stays possible', () => {
    const sold = { ...forSale, isSold: true };
    const reserved = { ...forSale, isReserved: true };
    given(made, sellerCounter).when(answer(buyer, 'accepted', { listing: sold })).thenFails(ConflictError, /^This coin is already sold$/);
    given(made, sellerCounter).when(answer(buyer, 'accepted', { listing: reserved })).thenFails(ConflictError, /reserved/);
    given(made).when(answer(seller, 'countered', { counterAmount: 4600, listing: { ...forSale, isDeleted: true } })).thenFails(ConflictError, /no longer listed/);
    given(made, sellerCounter).when(answer(buyer, 'rejected', { listing: sold })).then({ type: 'OfferRejected', data: { by: 8, cause: 'buyer' } });
  });

  it('lets the buyer withdraw an open offer whoever it waits for, even without Premium; never the seller', () => {
    const withdrawn: OfferEvent = { type: 'OfferWithdrawn', data: { by: 8 } };
    given(made).when(answer(buyer, 'withdrawn')).then(withdrawn);
    given(made, sellerCounter).when(answer(person(8, 'free'), 'withdrawn')).then(withdrawn);
    given(made, sellerCounter, buyerCounter).when(answer(buyer, 'withdrawn')).then(withdrawn);
    expect(fold([made, withdrawn])).toMatchObject({ status: 'withdrawn', awaiting: null });
    given(made).when(answer(seller, 'withdrawn')).thenFails(ForbiddenError, /Only the buyer can withdraw/);
  });

  it('answers 409 to anything on a closed offer', () => {
    const closed: OfferEvent[][] = [
      [{ type: 'OfferWithdrawn', data: { by: 8 } }],
      [{ type: 'OfferAccepted', data: { by: 8, amount: 4600 } }],
      [{ type: 'OfferExpired', data: { awaiting: 'buyer' } }],
    ];
    for (const ending of closed) {
      const status = fold([made, sellerCounter, ...ending])!.status;
      given(made, sellerCounter, ...ending).when(answer(buyer, 'withdrawn')).thenFails(ConflictError, new RegExp(`already ${status}`));
      given(made, sellerCounter, ...ending).when(answer(buyer, 'accepted')).thenFails(ConflictError, new RegExp(`already ${status}`));
      given(made, sellerCounter, ...ending).when(answer(seller, 'rejected')).thenFails(ConflictError, new RegExp(`already ${status}`));
    }
  });

  it('refuses an answer once the step has run out, before the sweep has expired it', () => {
    given(made).when(answer(seller, 'accepted', { now: hours(48) })).thenFails(ConflictError, /expired/);
    given(made, sellerCounter).when(answer(buyer, 'countered', { counterAmount: 4300, now: hours(59) })).thenFails(ConflictError, /expired/);
    given(made, sellerCounter).when(answer(buyer, 'accepted', { now: hours(57) })).then({ type: 'OfferAccepted', data: { by: 8, amount: 4600 } });
  });

  it('withdraws a countered offer when its listing goes, like a pending one', () => {
    given(made, sellerCounter).when({ kind: 'withdrawForListing', cause: 'listing-reserved' }).then({ type: 'OfferRejected', data: { by: null, cause: 'listing-reserved' } });
  });
});

describe('offer decider: the 48-hour clock', () => {
  const notice = (now: Date, legacyDeadline: string | null = null): OfferCommand => ({ kind: 'noticeExpiry', now, legacyDeadline });
  const expire = (now: Date, legacyDeadline: string | null = null): OfferCommand => ({ kind: 'expire', now, legacyDeadline });

  it('gives notice 6 hours before the step expires, once per step', () => {
    given(made).when(notice(hours(41))).then();
    given(made).when(notice(hours(42))).then({ type: 'OfferExpiring', data: { expiresAt: at(48), awaiting: 'seller' } });
    const noticed: OfferEvent = { type: 'OfferExpiring', data: { expiresAt: at(48), awaiting: 'seller' } };
    given(made, noticed).when(notice(hours(45))).then();
    // A counter is a new step: its own notice, to the other side.
    given(made, noticed, sellerCounter).when(notice(hours(53))).then({ type: 'OfferExpiring', data: { expiresAt: at(58), awaiting: 'buyer' } });
    given(made).when(notice(hours(48))).then();
  });

  it('expires a step nobody answered, naming who did not', () => {
    given(made).when(expire(hours(47.9))).then();
    given(made).when(expire(hours(48))).then({ type: 'OfferExpired', data: { awaiting: 'seller' } });
    given(made, sellerCounter).when(expire(hours(50))).then();
    given(made, sellerCounter).when(expire(hours(58))).then({ type: 'OfferExpired', data: { awaiting: 'buyer' } });
    expect(fold([made, sellerCounter, { type: 'OfferExpired', data: { awaiting: 'buyer' } }])).toMatchObject({ status: 'expired', awaiting: null });
  });

  it('leaves closed offers alone', () => {
    for (const ending of [
      { type: 'OfferAccepted', data: { by: 7, amount: 4000 } },
      { type: 'OfferRejected', data: { by: null, cause: 'listing-sold' } },
      { type: 'OfferWithdrawn', data: { by: 8 } },
      { type: 'OfferExpired', data: { awaiting: 'seller' } },
    ] satisfies OfferEvent[]) {
      given(made, ending).when(expire(hours(100))).then();
      given(made, ending).when(notice(hours(44))).then();
    }
  });

  it('times an offer made before negotiation by the deadline its read model was given', () => {
    const legacy: OfferEvent = { type: 'OfferMade', data: { offerId: 5, buyerId: 8, sellerId: 7, coinId: 42, conversationId: 3, offerAmount: 4000, message: null } };
    expect(fold([legacy])).toMatchObject({ expiresAt: null, awaiting: 'seller' });
    given(legacy).when(expire(hours(100))).then();
    given(legacy).when(expire(hours(100), at(48))).then({ type: 'OfferExpired', data: { awaiting: 'seller' } });
    given(legacy).when(notice(hours(43), at(48))).then({ type: 'OfferExpiring', data: { expiresAt: at(48), awaiting: 'seller' } });
    // Without a clock of its own, an answer is never refused as late.
    given(legacy).when(answer(seller, 'accepted', { now: hours(100) })).then({ type: 'OfferAccepted', data: { by: 7, amount: 4000 } });
  });
});
