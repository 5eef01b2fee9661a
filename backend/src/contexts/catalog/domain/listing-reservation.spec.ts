import { ConflictError, ForbiddenError, NotFoundError } from '../../../platform/kernel/errors';
import type { ListingEvent } from './listing-lifecycle';
import { admin, approved, deleted, fold, given, seller, sold, stranger, submitted } from './listing-lifecycle.testing';

const reserved: ListingEvent = { type: 'ListingReserved', data: { by: 7, offerId: 5 } };
const released: ListingEvent = { type: 'ListingReservationReleased', data: { by: 7, offerId: 5 } };

describe('listing reservation (listing lifecycle decider)', () => {
  it('reserves a live listing for the offer its seller accepts', () => {
    given(submitted, approved).when({ kind: 'reserve', offerId: 5, actor: seller }).then(reserved);
    expect(fold([submitted, approved, reserved])).toMatchObject({ reservedFor: 5, isSold: false });
  });

  it('reserves once: a second accepted offer is refused while the first holds the listing', () => {
    given(submitted, approved, reserved).when({ kind: 'reserve', offerId: 6, actor: seller }).thenFails(ConflictError, /reserved/);
    given(submitted, approved, reserved).when({ kind: 'reserve', offerId: 5, actor: seller }).thenFails(ConflictError, /reserved/);
  });

  it('reserves only for its seller, and only a live, unsold listing', () => {
    given(submitted, approved).when({ kind: 'reserve', offerId: 5, actor: stranger }).thenFails(ForbiddenError);
    given(submitted).when({ kind: 'reserve', offerId: 5, actor: seller }).thenFails(ConflictError, /no longer listed/);
    given(submitted, approved, sold).when({ kind: 'reserve', offerId: 5, actor: seller }).thenFails(ConflictError, /sold/);
    given(submitted, approved, deleted).when({ kind: 'reserve', offerId: 5, actor: seller }).thenFails(NotFoundError);
  });

  it('lets the seller or an admin release a reservation, which reopens the listing', () => {
    given(submitted, approved, reserved).when({ kind: 'releaseReservation', actor: seller }).then(released);
    given(submitted, approved, reserved)
      .when({ kind: 'releaseReservation', actor: admin })
      .then({ type: 'ListingReservationReleased', data: { by: 1, offerId: 5 } });
    expect(fold([submitted, approved, reserved, released])).toMatchObject({ reservedFor: null });
    given(submitted, approved, reserved, released).when({ kind: 'reserve', offerId: 6, actor: seller }).then({ type: 'ListingReserved', data: { by: 7, offerId: 6 } });
  });

  it('refuses to release for a stranger, an open listing or a sold one', () => {
    given(submitted, approved, reserved).when({ kind: 'releaseReservation', actor: stranger }).thenFails(ForbiddenError);
    given(submitted, approved).when({ kind: 'releaseReservation', actor: seller }).thenFails(ConflictError, /not reserved/);
    given(submitted, approved, reserved, released).when({ kind: 'releaseReservation', actor: seller }).thenFails(ConflictError, /not reserved/);
    given(submitted, approved, reserved, sold).when({ kind: 'releaseReservation', actor: seller }).thenFails(ConflictError, /sold/);
  });

  it('marks a reserved listing sold as any other, which ends the reservation', () => {
    given(submitted, approved, reserved).when({ kind: 'markSold', actor: seller }).then(sold);
    expect(fold([submitted, approved, reserved, sold])).toMatchObject({ isSold: true, reservedFor: null });
  });

  it("undoes only the reservation made for that offer, while it holds", () => {
    given(submitted, approved, reserved).when({ kind: 'undoReservation', offerId: 5 }).then({ type: 'ListingReservationReleased', data: { by: null, offerId: 5 } });
    given(submitted, approved, reserved).when({ kind: 'undoReservation', offerId: 6 }).then();
    given(submitted, approved).when({ kind: 'undoReservation', offerId: 5 }).then();
    given(submitted, approved, reserved, sold).when({ kind: 'undoReservation', offerId: 5 }).then();
  });
});
