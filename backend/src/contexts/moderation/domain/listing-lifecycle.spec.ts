import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../platform/kernel/errors';
import { decide, fold, LifecycleCommand, ListingEvent } from './listing-lifecycle';

const seller = { userId: 7, isAdmin: false };
const stranger = { userId: 8, isAdmin: false };
const admin = { userId: 1, isAdmin: true };
const submitted: ListingEvent = { type: 'ListingSubmitted', data: { listingId: 42, sellerId: 7 } };

/** given events / when command / then events (or the error it raises) */
function given(...events: ListingEvent[]) {
  return {
    when: (command: LifecycleCommand) => ({
      then: (...expected: ListingEvent[]) => expect(decide(command, fold(events))).toEqual(expected),
      thenFails: (error: new (...args: never[]) => Error, message?: RegExp) => {
        expect(() => decide(command, fold(events))).toThrow(error);
        if (message) expect(() => decide(command, fold(events))).toThrow(message);
      },
    }),
  };
}

describe('listing lifecycle decider', () => {
  it('submits a new listing as pending', () => {
    given().when({ kind: 'submit', listingId: 42, sellerId: 7 }).then(submitted);
    expect(fold([submitted])).toMatchObject({ status: 'pending', isSold: false, isDeleted: false });
  });

  it('refuses to submit twice', () => {
    given(submitted).when({ kind: 'submit', listingId: 42, sellerId: 7 }).thenFails(ConflictError);
  });

  it('lets an admin approve a pending listing, once', () => {
    given(submitted).when({ kind: 'decide', approved: true, actor: admin }).then({ type: 'ListingApproved', data: { by: 1 } });
    given(submitted, { type: 'ListingApproved', data: { by: 1 } })
      .when({ kind: 'decide', approved: true, actor: admin })
      .thenFails(ConflictError, /already approved/);
  });

  it('lets only admins decide', () => {
    given(submitted).when({ kind: 'decide', approved: true, actor: seller }).thenFails(ForbiddenError);
  });

  it('rejects with a trimmed reason, or none', () => {
    given(submitted)
      .when({ kind: 'decide', approved: false, reason: '  Blurry photo ', actor: admin })
      .then({ type: 'ListingRejected', data: { by: 1, reason: 'Blurry photo' } });
    given(submitted).when({ kind: 'decide', approved: false, reason: '  ', actor: admin }).then({ type: 'ListingRejected', data: { by: 1, reason: null } });
    given(submitted).when({ kind: 'decide', approved: false, reason: 'x'.repeat(501), actor: admin }).thenFails(ValidationError, /reason/);
  });

  it('can unpublish an approved listing by rejecting it, and re-approve a rejected one', () => {
    const approved: ListingEvent = { type: 'ListingApproved', data: { by: 1 } };
    given(submitted, approved).when({ kind: 'decide', approved: false, actor: admin }).then({ type: 'ListingRejected', data: { by: 1, reason: null } });
    const rejected: ListingEvent = { type: 'ListingRejected', data: { by: 1, reason: 'x' } };
    given(submitted, rejected).when({ kind: 'decide', approved: true, actor: admin }).then(approved);
    given(submitted, rejected).when({ kind: 'decide', approved: false, actor: admin }).thenFails(ConflictError);
  });

  it('lets the seller resubmit only a rejected listing', () => {
    const rejected: ListingEvent = { type: 'ListingRejected', data: { by: 1, reason: 'Wrong year' } };
    given(submitted, rejected).when({ kind: 'resubmit', actor: seller }).then({ type: 'ListingResubmitted', data: { by: 7 } });
    expect(fold([submitted, rejected, { type: 'ListingResubmitted', data: { by: 7 } }])).toMatchObject({ status: 'pending', rejectionReason: null });
    given(submitted).when({ kind: 'resubmit', actor: seller }).thenFails(ConflictError, /rejected/);
    given(submitted, rejected).when({ kind: 'resubmit', actor: stranger }).thenFails(ForbiddenError);
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
    const deleted: ListingEvent = { type: 'ListingDeleted', data: { by: 7 } };
    given(submitted, deleted).when({ kind: 'delete', actor: admin }).thenFails(NotFoundError);
    given(submitted, deleted).when({ kind: 'decide', approved: true, actor: admin }).thenFails(NotFoundError);
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
