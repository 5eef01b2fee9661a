import { foldEvents } from '../../../platform/event-store/decider';
import { deciderSpecification } from '../../../platform/event-store/decider-specification.testing';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../platform/kernel/errors';
import type { Principal } from '../../../platform/kernel/principal';
import type { SubscriptionTier } from '../../../platform/kernel/subscription-tier';
import { listingGoneCause, OfferContext, offerDecider, OfferEvent } from './offer';

const person = (userId: number, subscriptionTier: SubscriptionTier = 'premium'): Principal => ({ userId, name: `Person ${userId}`, isAdmin: false, subscriptionTier });
const fold = (events: OfferEvent[]) => foldEvents(offerDecider, events);

const context = (over: Partial<OfferContext> = {}): OfferContext => ({
  offerId: 5,
  conversation: { id: 3, buyerId: 8, sellerId: 7 },
  listing: { id: 42, sellerId: 7, isApproved: true, isSold: false, isDeleted: false, isReserved: false },
  buyer: person(8),
  ...over,
});
const now = new Date('2026-11-29T10:00:00.000Z');
const made: OfferEvent = {
  type: 'OfferMade',
  data: { offerId: 5, buyerId: 8, sellerId: 7, coinId: 42, conversationId: 3, offerAmount: 4000, message: 'Best I can do', expiresAt: '2026-12-01T10:00:00.000Z' },
};
const seller = person(7);
const forSale = { isSold: false, isDeleted: false, isReserved: false };

const given = deciderSpecification(offerDecider);

describe('offer decider', () => {
  it("lets a premium buyer offer on the conversation seller's live listing", () => {
    given().when({ kind: 'make', context: context(), offerAmount: 4000, message: '  Best I can do ', now }).then(made);
    expect(fold([made])).toMatchObject({ status: 'pending', sellerId: 7, buyerId: 8 });
  });

  it('needs the premium tier and the conversation buyer', () => {
    given().when({ kind: 'make', context: context({ buyer: person(8, 'basic') }), offerAmount: 10, now }).thenFails(ForbiddenError, /Premium/);
    given().when({ kind: 'make', context: context({ buyer: person(7) }), offerAmount: 10, now }).thenFails(ForbiddenError, /buyer/);
  });

  it("refuses another seller's listing, unapproved, deleted or sold ones", () => {
    const listing = context().listing!;
    given().when({ kind: 'make', context: context({ listing: { ...listing, sellerId: 9 } }), offerAmount: 10, now }).thenFails(ValidationError, /coinId/);
    given().when({ kind: 'make', context: context({ listing: { ...listing, isApproved: false } }), offerAmount: 10, now }).thenFails(NotFoundError);
    given().when({ kind: 'make', context: context({ listing: { ...listing, isDeleted: true } }), offerAmount: 10, now }).thenFails(NotFoundError);
    given().when({ kind: 'make', context: context({ listing: undefined }), offerAmount: 10, now }).thenFails(NotFoundError);
    given().when({ kind: 'make', context: context({ listing: { ...listing, isSold: true } }), offerAmount: 10, now }).thenFails(ConflictError, /sold/);
  });

  it.each([0, -5, 1.5, 1_000_000_001])('refuses the amount %p naming offerAmount', (amount) => {
    given().when({ kind: 'make', context: context(), offerAmount: amount, now }).thenFails(ValidationError, /^offerAmount/);
  });

  it('lets the premium seller accept or reject a pending offer, once', () => {
    given(made).when({ kind: 'decide', now, status: 'accepted', actor: seller, listing: forSale }).then({ type: 'OfferAccepted', data: { by: 7, amount: 4000 } });
    given(made).when({ kind: 'decide', now, status: 'rejected', actor: seller, listing: forSale }).then({ type: 'OfferRejected', data: { by: 7, cause: 'seller' } });
    given(made, { type: 'OfferAccepted', data: { by: 7, amount: 4000 } }).when({ kind: 'decide', now, status: 'rejected', actor: seller, listing: forSale }).thenFails(ConflictError, /already accepted/);
  });

  it('keeps decisions for the premium seller', () => {
    given(made).when({ kind: 'decide', now, status: 'accepted', actor: person(7, 'basic'), listing: forSale }).thenFails(ForbiddenError, /Premium subscription required/);
    given(made).when({ kind: 'decide', now, status: 'accepted', actor: person(8), listing: forSale }).thenFails(ForbiddenError, /Only the seller/);
    given(made).when({ kind: 'decide', now, status: 'accepted', actor: person(99), listing: forSale }).thenFails(NotFoundError);
  });

  it('refuses to accept an offer on a sold or deleted coin, even one the sale has not withdrawn yet; rejecting stays possible', () => {
    const accept = (listing: { isSold: boolean; isDeleted: boolean } | undefined) => ({
      kind: 'decide' as const,
      now,
      status: 'accepted' as const,
      actor: seller,
      listing: listing && { ...listing, isReserved: false },
    });
    given(made).when(accept({ isSold: true, isDeleted: false })).thenFails(ConflictError, /^This coin is already sold$/);
    given(made).when(accept({ isSold: false, isDeleted: true })).thenFails(ConflictError, /^This coin is no longer listed$/);
    given(made).when(accept(undefined)).thenFails(ConflictError, /no longer listed/);
    given(made, { type: 'OfferRejected', data: { by: null, cause: 'listing-sold' } }).when(accept({ isSold: true, isDeleted: false })).thenFails(ConflictError, /^This coin is already sold$/);
    given(made).when({ kind: 'decide', now, status: 'rejected', actor: seller, listing: { isSold: true, isDeleted: false, isReserved: false } }).then({ type: 'OfferRejected', data: { by: 7, cause: 'seller' } });
  });

  it('names why a listing takes no more offers', () => {
    expect(listingGoneCause({ isSold: false, isDeleted: false, isReserved: false })).toBeNull();
    expect(listingGoneCause({ isSold: true, isDeleted: false, isReserved: false })).toBe('listing-sold');
    expect(listingGoneCause({ isSold: true, isDeleted: true, isReserved: false })).toBe('listing-removed');
    expect(listingGoneCause({ isSold: false, isDeleted: false, isReserved: true })).toBe('listing-reserved');
    expect(listingGoneCause(undefined)).toBe('listing-removed');
  });

  it('withdraws pending offers when the listing is sold or removed, and leaves decided ones alone', () => {
    given(made).when({ kind: 'withdrawForListing', cause: 'listing-sold' }).then({ type: 'OfferRejected', data: { by: null, cause: 'listing-sold' } });
    given(made, { type: 'OfferAccepted', data: { by: 7 } }).when({ kind: 'withdrawForListing', cause: 'listing-removed' }).then();
  });

  it('refuses a new offer on a reserved coin, saying why', () => {
    const listing = { ...context().listing!, isReserved: true };
    given().when({ kind: 'make', context: context({ listing }), offerAmount: 10, now }).thenFails(ConflictError, /^This coin is reserved: the seller has accepted an offer on it$/);
  });

  it('refuses to accept another offer while the coin is reserved, even one the reservation has not withdrawn yet; rejecting stays possible', () => {
    const reserved = { isSold: false, isDeleted: false, isReserved: true };
    given(made).when({ kind: 'decide', now, status: 'accepted', actor: seller, listing: reserved }).thenFails(ConflictError, /reserved/);
    given(made).when({ kind: 'decide', now, status: 'rejected', actor: seller, listing: reserved }).then({ type: 'OfferRejected', data: { by: 7, cause: 'seller' } });
  });

  it('withdraws pending offers when the coin is reserved for another', () => {
    given(made).when({ kind: 'withdrawForListing', cause: 'listing-reserved' }).then({ type: 'OfferRejected', data: { by: null, cause: 'listing-reserved' } });
  });

  it('marks an accepted offer released when its reservation is released, and nothing else', () => {
    const accepted: OfferEvent = { type: 'OfferAccepted', data: { by: 7 } };
    given(made, accepted).when({ kind: 'release', by: 7 }).then({ type: 'OfferReleased', data: { by: 7 } });
    expect(fold([made, accepted, { type: 'OfferReleased', data: { by: 7 } }])).toMatchObject({ status: 'released' });
    given(made).when({ kind: 'release', by: 7 }).then();
    given(made, { type: 'OfferRejected', data: { by: 7, cause: 'seller' } }).when({ kind: 'release', by: null }).then();
    given(made, accepted, { type: 'OfferReleased', data: { by: 7 } }).when({ kind: 'release', by: 7 }).then();
  });
});
