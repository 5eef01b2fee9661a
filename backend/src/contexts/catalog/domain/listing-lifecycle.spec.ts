import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../platform/kernel/errors';
import type { ListingEvent } from './listing-lifecycle';
import { admin, approved, deleted, fold, given, now, seller, sold, stranger, submitted } from './listing-lifecycle.testing';

describe('listing lifecycle decider', () => {
  it('submits a new listing as pending', () => {
    given().when({ kind: 'submit', listingId: 42, sellerId: 7 }).then(submitted);
    expect(fold([submitted])).toMatchObject({ status: 'pending', isSold: false, isDeleted: false });
  });

  it('refuses to submit twice', () => {
    given(submitted).when({ kind: 'submit', listingId: 42, sellerId: 7 }).thenFails(ConflictError);
  });

  it('lets an admin approve a pending listing, once', () => {
    given(submitted).when({ kind: 'decide', approved: true, actor: admin, now }).then({ type: 'ListingApproved', data: { by: 1 } });
    given(submitted, { type: 'ListingApproved', data: { by: 1 } })
      .when({ kind: 'decide', approved: true, actor: admin, now })
      .thenFails(ConflictError, /already approved/);
  });

  it('lets only admins decide', () => {
    given(submitted).when({ kind: 'decide', approved: true, actor: seller, now }).thenFails(ForbiddenError);
  });

  it('rejects with a trimmed reason, or none', () => {
    given(submitted)
      .when({ kind: 'decide', approved: false, reason: '  Blurry photo ', actor: admin, now })
      .then({ type: 'ListingRejected', data: { by: 1, reason: 'Blurry photo' } });
    given(submitted).when({ kind: 'decide', approved: false, reason: '  ', actor: admin, now }).then({ type: 'ListingRejected', data: { by: 1, reason: null } });
    given(submitted).when({ kind: 'decide', approved: false, reason: 'x'.repeat(501), actor: admin, now }).thenFails(ValidationError, /reason/);
  });

  it('can unpublish an approved listing by rejecting it, and re-approve a rejected one', () => {
    given(submitted, approved).when({ kind: 'decide', approved: false, actor: admin, now }).then({ type: 'ListingRejected', data: { by: 1, reason: null } });
    const rejected: ListingEvent = { type: 'ListingRejected', data: { by: 1, reason: 'x' } };
    given(submitted, rejected).when({ kind: 'decide', approved: true, actor: admin, now }).then(approved);
    given(submitted, rejected).when({ kind: 'decide', approved: false, actor: admin, now }).thenFails(ConflictError);
  });

  describe("the seller's edit", () => {
    const rejected: ListingEvent = { type: 'ListingRejected', data: { by: 1, reason: 'Wrong year' } };

    it('sends a rejected listing back for review, whatever changed', () => {
      given(submitted, rejected).when({ kind: 'sellerEdit', changes: { year: '1835' }, actor: seller }).then({ type: 'ListingResubmitted', data: { by: 7 } });
      given(submitted, rejected).when({ kind: 'sellerEdit', changes: {}, actor: seller }).then({ type: 'ListingResubmitted', data: { by: 7 } });
      expect(fold([submitted, rejected, { type: 'ListingResubmitted', data: { by: 7 } }])).toMatchObject({ status: 'pending', rejectionReason: null });
    });

    it('records changes to a pending listing, which stays in the queue', () => {
      given(submitted)
        .when({ kind: 'sellerEdit', changes: { price: 900, title: 'Better title' }, actor: seller })
        .then({ type: 'ListingDetailsEdited', data: { by: 7, changes: { price: 900, title: 'Better title' } } });
      given(submitted).when({ kind: 'sellerEdit', changes: {}, actor: seller }).then();
      expect(fold([submitted, { type: 'ListingDetailsEdited', data: { by: 7, changes: { price: 900 } } }])).toMatchObject({ status: 'pending' });
    });

    it('keeps an approved listing live when only its price or other details change', () => {
      const edited: ListingEvent = { type: 'ListingDetailsEdited', data: { by: 7, changes: { price: 900, location: 'Pune', metal: 'silver' } } };
      given(submitted, approved).when({ kind: 'sellerEdit', changes: { price: 900, location: 'Pune', metal: 'silver' }, actor: seller }).then(edited);
      expect(fold([submitted, approved, edited])).toMatchObject({ status: 'approved' });
      given(submitted, approved).when({ kind: 'sellerEdit', changes: {}, actor: seller }).then();
    });

    it('sends an approved listing back to review when its title, description or picture changes', () => {
      given(submitted, approved)
        .when({ kind: 'sellerEdit', changes: { price: 900, description: 'Now with both sides shown', imageUrl: '/uploads/coins/x.jpg' }, actor: seller })
        .then(
          { type: 'ListingDetailsEdited', data: { by: 7, changes: { price: 900, description: 'Now with both sides shown', imageUrl: '/uploads/coins/x.jpg' } } },
          { type: 'ListingResubmittedForReview', data: { by: 7, changedFields: ['description', 'imageUrl'] } },
        );
      const back: ListingEvent = { type: 'ListingResubmittedForReview', data: { by: 7, changedFields: ['title'] } };
      expect(fold([submitted, approved, back])).toMatchObject({ status: 'pending' });
    });

    it('keeps an approved listing live when its photos are only reordered, re-labelled or removed, and sends it to review for a new photo', () => {
      const front = { id: 'a', role: 'obverse', url: '/uploads/coins/a.jpg', width: 800, height: 800 };
      const back = { id: 'b', role: 'reverse', url: '/uploads/coins/b.jpg', width: 800, height: 800 };
      const fresh = { id: 'c', role: 'other', url: '/uploads/coins/c.jpg', width: 640, height: 480 };
      const before = { images: [front, back], imageUrl: front.url };
      const reordered = { images: [{ ...back, role: 'obverse' }, { ...front, role: 'reverse' }], imageUrl: back.url };
      given(submitted, approved)
        .when({ kind: 'sellerEdit', changes: reordered, previous: before, actor: seller })
        .then({ type: 'ListingDetailsEdited', data: { by: 7, changes: reordered, previous: before } });
      given(submitted, approved).when({ kind: 'sellerEdit', changes: { images: [back], imageUrl: back.url }, previous: before, actor: seller }).then({
        type: 'ListingDetailsEdited',
        data: { by: 7, changes: { images: [back], imageUrl: back.url }, previous: before },
      });
      const added = { images: [front, back, fresh] };
      given(submitted, approved)
        .when({ kind: 'sellerEdit', changes: added, previous: { images: before.images }, actor: seller })
        .then(
          { type: 'ListingDetailsEdited', data: { by: 7, changes: added, previous: { images: before.images } } },
          { type: 'ListingResubmittedForReview', data: { by: 7, changedFields: ['images'] } },
        );
      const replacedCover = { images: [{ ...fresh, role: 'obverse' }, back], imageUrl: fresh.url };
      given(submitted, approved)
        .when({ kind: 'sellerEdit', changes: replacedCover, previous: before, actor: seller })
        .then(
          { type: 'ListingDetailsEdited', data: { by: 7, changes: replacedCover, previous: before } },
          { type: 'ListingResubmittedForReview', data: { by: 7, changedFields: ['images', 'imageUrl'] } },
        );
    });

    it('refuses a sold or deleted listing (409), and anyone but the seller', () => {
      given(submitted, approved, sold).when({ kind: 'sellerEdit', changes: { price: 1 }, actor: seller }).thenFails(ConflictError, /sold/);
      given(submitted, deleted).when({ kind: 'sellerEdit', changes: { price: 1 }, actor: seller }).thenFails(ConflictError, /deleted/);
      given(submitted, deleted).when({ kind: 'sellerEdit', changes: { price: 1 }, actor: stranger }).thenFails(NotFoundError);
      given(submitted, approved).when({ kind: 'sellerEdit', changes: { price: 1 }, actor: stranger }).thenFails(ForbiddenError);
      given(submitted, approved).when({ kind: 'sellerEdit', changes: { price: 1 }, actor: admin }).thenFails(ForbiddenError);
      given().when({ kind: 'sellerEdit', changes: { price: 1 }, actor: seller }).thenFails(NotFoundError);
    });
  });

  it('marks sold once, by the seller or an admin', () => {
    given(submitted).when({ kind: 'markSold', actor: seller }).then({ type: 'ListingMarkedSold', data: { by: 7 } });
    given(submitted).when({ kind: 'markSold', actor: admin }).then({ type: 'ListingMarkedSold', data: { by: 1 } });
    given(submitted).when({ kind: 'markSold', actor: stranger }).thenFails(ForbiddenError);
    given(submitted, { type: 'ListingMarkedSold', data: { by: 7 } }).when({ kind: 'markSold', actor: seller }).thenFails(ConflictError, /already/);
  });

  it('deletes by the seller or an admin, after which the listing is gone for every command', () => {
    given(submitted).when({ kind: 'delete', actor: seller }).then({ type: 'ListingDeleted', data: { by: 7 } });
    given(submitted).when({ kind: 'delete', actor: stranger }).thenFails(ForbiddenError);
    given(submitted, deleted).when({ kind: 'delete', actor: admin }).thenFails(NotFoundError);
    given(submitted, deleted).when({ kind: 'decide', approved: true, actor: admin, now }).thenFails(NotFoundError);
    given().when({ kind: 'markSold', actor: admin }).thenFails(NotFoundError);
  });

  it('records admin edits with their changes, and nothing for an empty edit', () => {
    given(submitted)
      .when({ kind: 'recordAdminEdit', changes: { price: 500 }, actor: admin })
      .then({ type: 'ListingEditedByAdmin', data: { by: 1, changes: { price: 500 } } });
    given(submitted).when({ kind: 'recordAdminEdit', changes: {}, actor: admin }).then();
    given(submitted).when({ kind: 'recordAdminEdit', changes: { price: 1 }, actor: seller }).thenFails(ForbiddenError);
  });
});
