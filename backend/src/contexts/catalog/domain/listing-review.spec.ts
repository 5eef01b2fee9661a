import { ConflictError, ValidationError } from '../../../platform/kernel/errors';
import { FlaggedListingError, ListingEvent, listingLifecycle } from './listing-lifecycle';
import { admin, approved, fold, given, minutesFrom, now, otherAdmin, seller, submitted } from './listing-lifecycle.testing';
import { contactDetailsFlag, missingFacesFlag, replicaWordsFlag } from './listing-flags';
import { ClaimHeldError, NotInReviewError } from './review-claim';

const claimed = (by: number, at: Date): ListingEvent => ({ type: 'ListingClaimed', data: { by, claimedAt: at.toISOString(), expiresAt: minutesFrom(at, 10).toISOString() } });
const phone = contactDetailsFlag(['98765 43210']);
const replica = replicaWordsFlag(['replica']);
const flagged: ListingEvent = { type: 'ListingFlagged', data: { flags: [phone] } };

describe('review claims', () => {
  it('claims a pending listing for ten minutes', () => {
    given(submitted).when({ kind: 'claim', actor: admin, now }).then(claimed(1, now));
    expect(fold([submitted, claimed(1, now)])).toMatchObject({ claim: { by: 1, expiresAt: '2026-11-26T09:10:00.000Z' } });
  });

  it("refuses another admin's live claim, naming its holder and end", () => {
    given(submitted, claimed(1, now)).when({ kind: 'claim', actor: otherAdmin, now: minutesFrom(now, 9) }).thenFails(ClaimHeldError);
    let thrown: unknown;
    try {
      listingLifecycle.decide({ kind: 'claim', actor: otherAdmin, now }, fold([submitted, claimed(1, now)]));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ holderId: 1, expiresAt: '2026-11-26T09:10:00.000Z' });
  });

  it('frees an expired claim: the next admin takes it, its end recorded first', () => {
    const later = minutesFrom(now, 10);
    given(submitted, claimed(1, now))
      .when({ kind: 'claim', actor: otherAdmin, now: later })
      .then({ type: 'ListingClaimReleased', data: { by: 1, reason: 'expired' } }, claimed(2, later));
  });

  it("extends the holder's own claim, without a new event within a minute of taking it", () => {
    given(submitted, claimed(1, now)).when({ kind: 'claim', actor: admin, now: minutesFrom(now, 0.5) }).then();
    given(submitted, claimed(1, now)).when({ kind: 'claim', actor: admin, now: minutesFrom(now, 5) }).then(claimed(1, minutesFrom(now, 5)));
  });

  it('claims only listings waiting for review, and only as an admin', () => {
    given(submitted, approved).when({ kind: 'claim', actor: admin, now }).thenFails(NotInReviewError);
    given(submitted, { type: 'ListingMarkedSold', data: { by: 7 } }).when({ kind: 'claim', actor: admin, now }).thenFails(NotInReviewError);
    given(submitted).when({ kind: 'claim', actor: seller, now }).thenFails(Error, /administrators/);
  });

  it("releases the caller's own claim; someone else's live one is 409; nothing to release is no event", () => {
    given(submitted, claimed(1, now)).when({ kind: 'releaseClaim', actor: admin, now }).then({ type: 'ListingClaimReleased', data: { by: 1, reason: 'released' } });
    given(submitted, claimed(1, now)).when({ kind: 'releaseClaim', actor: otherAdmin, now }).thenFails(ClaimHeldError);
    given(submitted, claimed(1, now)).when({ kind: 'releaseClaim', actor: otherAdmin, now: minutesFrom(now, 11) }).then();
    given(submitted).when({ kind: 'releaseClaim', actor: admin, now }).then();
    expect(fold([submitted, claimed(1, now), { type: 'ListingClaimReleased', data: { by: 1, reason: 'released' } }])?.claim).toBeNull();
  });
});

describe('review decisions', () => {
  it("are refused while another admin's claim is live, allowed without any claim, and release the claim", () => {
    given(submitted, claimed(1, now)).when({ kind: 'decide', approved: true, actor: otherAdmin, now }).thenFails(ClaimHeldError);
    given(submitted).when({ kind: 'decide', approved: true, actor: otherAdmin, now }).then({ type: 'ListingApproved', data: { by: 2 } });
    given(submitted, claimed(1, now))
      .when({ kind: 'decide', approved: true, actor: admin, now })
      .then({ type: 'ListingApproved', data: { by: 1 } }, { type: 'ListingClaimReleased', data: { by: 1, reason: 'decided' } });
    given(submitted, claimed(1, now))
      .when({ kind: 'decide', approved: false, actor: otherAdmin, now: minutesFrom(now, 15) })
      .then({ type: 'ListingRejected', data: { by: 2, reason: null } }, { type: 'ListingClaimReleased', data: { by: 1, reason: 'expired' } });
  });

  it('reject with a reason from the catalogue and a note, read as its sentence and the note', () => {
    given(submitted)
      .when({ kind: 'decide', approved: false, reasonCode: 'unclear-photos', note: ' Show the reverse. ', actor: admin, now })
      .then({
        type: 'ListingRejected',
        data: { by: 1, reason: 'The photos are not clear enough to judge the coin. Show the reverse.', reasonCode: 'unclear-photos', note: 'Show the reverse.' },
      });
    given(submitted)
      .when({ kind: 'decide', approved: false, reasonCode: 'other', note: 'Two coins in one listing', actor: admin, now })
      .then({ type: 'ListingRejected', data: { by: 1, reason: 'Two coins in one listing', reasonCode: 'other', note: 'Two coins in one listing' } });
    const rejected = fold([submitted, { type: 'ListingRejected', data: { by: 1, reason: 'x', reasonCode: 'replica', note: null } }]);
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReasonCode: 'replica', rejectionNote: null });
    expect(fold([submitted, { type: 'ListingRejected', data: { by: 1, reason: 'x', reasonCode: 'replica', note: null } }, { type: 'ListingResubmitted', data: { by: 7 } }])).toMatchObject({
      rejectionReasonCode: null,
      rejectionNote: null,
    });
  });

  it.each([
    [{ reasonCode: 'other' }, /note is required/],
    [{ reasonCode: 'because' }, /reasonCode must be one of/],
    [{ note: 'words' }, /reasonCode is required/],
    [{ reasonCode: 'replica', reason: 'free text' }, /reason cannot be sent with reasonCode/],
    [{ reasonCode: 'replica', note: 'x'.repeat(501) }, /note must be at most 500/],
    [{ reason: 'x'.repeat(501) }, /reason must be at most 500/],
  ])('answer a bad rejection %j with the field named', (input, message) => {
    given(submitted)
      .when({ kind: 'decide', approved: false, actor: admin, now, ...input })
      .thenFails(ValidationError, message);
  });

  it('approve with an edit recorded first, its flags recomputed; no reason or edit where it does not belong', () => {
    given(submitted, flagged)
      .when({ kind: 'decide', approved: true, actor: admin, now, edit: { changes: { description: 'Clean now' }, flags: [] } })
      .then({ type: 'ListingEditedByAdmin', data: { by: 1, changes: { description: 'Clean now' } } }, { type: 'ListingFlagsCleared', data: {} }, { type: 'ListingApproved', data: { by: 1 } });
    given(submitted).when({ kind: 'decide', approved: true, reasonCode: 'replica', actor: admin, now }).thenFails(ValidationError, /reasonCode is only for rejections/);
    given(submitted).when({ kind: 'decide', approved: false, edit: { changes: {} }, actor: admin, now }).thenFails(ValidationError, /edit is only for approvals/);
  });

  it('bulk approval takes only pending listings without a flag that holds it (missing faces is advisory)', () => {
    given(submitted).when({ kind: 'decide', approved: true, onlyIfReady: true, actor: admin, now }).then({ type: 'ListingApproved', data: { by: 1 } });
    given(submitted, flagged).when({ kind: 'decide', approved: true, onlyIfReady: true, actor: admin, now }).thenFails(FlaggedListingError);
    const onlyFacesMissing: ListingEvent = { type: 'ListingFlagged', data: { flags: [missingFacesFlag(['reverse'])] } };
    given(submitted, onlyFacesMissing).when({ kind: 'decide', approved: true, onlyIfReady: true, actor: admin, now }).then({ type: 'ListingApproved', data: { by: 1 } });
    const facesAndContact: ListingEvent = { type: 'ListingFlagged', data: { flags: [missingFacesFlag(['reverse']), contactDetailsFlag(['98765 43210'])] } };
    given(submitted, facesAndContact).when({ kind: 'decide', approved: true, onlyIfReady: true, actor: admin, now }).thenFails(FlaggedListingError);
    given(submitted, approved, { type: 'ListingRejected', data: { by: 1, reason: null } })
      .when({ kind: 'decide', approved: true, onlyIfReady: true, actor: admin, now })
      .thenFails(NotInReviewError);
    given(submitted, claimed(2, now)).when({ kind: 'decide', approved: true, onlyIfReady: true, actor: admin, now }).thenFails(ConflictError);
  });
});

describe('flags', () => {
  it('are recorded with the submission, replaced when an edit changes them and cleared when it removes them', () => {
    given().when({ kind: 'submit', listingId: 42, sellerId: 7, flags: [phone] }).then(submitted, flagged);
    given().when({ kind: 'submit', listingId: 42, sellerId: 7, flags: [] }).then(submitted);
    given(submitted, flagged)
      .when({ kind: 'sellerEdit', changes: { title: 'Replica' }, actor: seller, flags: [phone, replica] })
      .then({ type: 'ListingDetailsEdited', data: { by: 7, changes: { title: 'Replica' } } }, { type: 'ListingFlagged', data: { flags: [phone, replica] } });
    given(submitted, flagged).when({ kind: 'sellerEdit', changes: { description: 'No number' }, actor: seller, flags: [] }).then(
      { type: 'ListingDetailsEdited', data: { by: 7, changes: { description: 'No number' } } },
      { type: 'ListingFlagsCleared', data: {} },
    );
    given(submitted, flagged).when({ kind: 'sellerEdit', changes: { location: 'Pune' }, actor: seller, flags: [phone] }).then({ type: 'ListingDetailsEdited', data: { by: 7, changes: { location: 'Pune' } } });
    given(submitted, flagged).when({ kind: 'recordAdminEdit', changes: { title: 'Clean' }, actor: admin }).then({ type: 'ListingEditedByAdmin', data: { by: 1, changes: { title: 'Clean' } } });
    expect(fold([submitted, flagged])?.flags).toEqual([phone]);
    expect(fold([submitted, flagged, { type: 'ListingFlagsCleared', data: {} }])?.flags).toEqual([]);
  });
});
