import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../platform/kernel/errors';
import { decide, fold, OfferCommand, OfferContext, OfferEvent } from './offer';

const context = (over: Partial<OfferContext> = {}): OfferContext => ({
  offerId: 5,
  conversation: { id: 3, buyerId: 8, sellerId: 7 },
  listing: { id: 42, sellerId: 7, isApproved: true, isSold: false, isDeleted: false },
  buyer: { userId: 8, tier: 'premium' },
  ...over,
});
const made: OfferEvent = { type: 'OfferMade', data: { offerId: 5, buyerId: 8, sellerId: 7, coinId: 42, conversationId: 3, offerAmount: 4000, message: 'Best I can do' } };
const seller = { userId: 7, tier: 'premium' as const };

function given(...events: OfferEvent[]) {
  return {
    when: (command: OfferCommand) => ({
      then: (...expected: OfferEvent[]) => expect(decide(command, fold(events))).toEqual(expected),
      thenFails: (error: new (...args: never[]) => Error, message?: RegExp) => {
        expect(() => decide(command, fold(events))).toThrow(error);
        if (message) expect(() => decide(command, fold(events))).toThrow(message);
      },
    }),
  };
}

describe('offer decider', () => {
  it("lets a premium buyer offer on the conversation seller's live listing", () => {
    given().when({ kind: 'make', context: context(), offerAmount: '4000', message: '  Best I can do ' }).then(made);
    expect(fold([made])).toMatchObject({ status: 'pending', sellerId: 7, buyerId: 8 });
  });

  it('needs the premium tier and the conversation buyer', () => {
    given().when({ kind: 'make', context: context({ buyer: { userId: 8, tier: 'basic' } }), offerAmount: 10 }).thenFails(ForbiddenError, /Premium/);
    given().when({ kind: 'make', context: context({ buyer: { userId: 7, tier: 'premium' } }), offerAmount: 10 }).thenFails(ForbiddenError, /buyer/);
  });

  it("refuses another seller's listing, unapproved, deleted or sold ones", () => {
    const listing = context().listing!;
    given().when({ kind: 'make', context: context({ listing: { ...listing, sellerId: 9 } }), offerAmount: 10 }).thenFails(ValidationError, /coinId/);
    given().when({ kind: 'make', context: context({ listing: { ...listing, isApproved: false } }), offerAmount: 10 }).thenFails(NotFoundError);
    given().when({ kind: 'make', context: context({ listing: { ...listing, isDeleted: true } }), offerAmount: 10 }).thenFails(NotFoundError);
    given().when({ kind: 'make', context: context({ listing: undefined }), offerAmount: 10 }).thenFails(NotFoundError);
    given().when({ kind: 'make', context: context({ listing: { ...listing, isSold: true } }), offerAmount: 10 }).thenFails(ConflictError, /sold/);
  });

  it.each([0, -5, 1.5, '12.5', 'abc', null, 1_000_000_001])('refuses the amount %p naming offerAmount', (amount) => {
    given().when({ kind: 'make', context: context(), offerAmount: amount }).thenFails(ValidationError, /^offerAmount/);
  });

  it('lets the premium seller accept or reject a pending offer, once', () => {
    given(made).when({ kind: 'decide', status: 'accepted', actor: seller }).then({ type: 'OfferAccepted', data: { by: 7 } });
    given(made).when({ kind: 'decide', status: 'rejected', actor: seller }).then({ type: 'OfferRejected', data: { by: 7, cause: 'seller' } });
    given(made, { type: 'OfferAccepted', data: { by: 7 } }).when({ kind: 'decide', status: 'rejected', actor: seller }).thenFails(ConflictError, /already accepted/);
  });

  it('keeps decisions for the premium seller', () => {
    given(made).when({ kind: 'decide', status: 'accepted', actor: { userId: 7, tier: 'basic' } }).thenFails(ForbiddenError, /Premium subscription required/);
    given(made).when({ kind: 'decide', status: 'accepted', actor: { userId: 8, tier: 'premium' } }).thenFails(ForbiddenError, /Only the seller/);
    given(made).when({ kind: 'decide', status: 'accepted', actor: { userId: 99, tier: 'premium' } }).thenFails(NotFoundError);
    given(made).when({ kind: 'decide', status: 'maybe', actor: seller }).thenFails(ValidationError, /^status/);
  });

  it('withdraws pending offers when the listing is sold or removed, and leaves decided ones alone', () => {
    given(made).when({ kind: 'withdrawForListing', cause: 'listing-sold' }).then({ type: 'OfferRejected', data: { by: null, cause: 'listing-sold' } });
    given(made, { type: 'OfferAccepted', data: { by: 7 } }).when({ kind: 'withdrawForListing', cause: 'listing-removed' }).then();
  });
});
