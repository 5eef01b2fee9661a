import { CoinIdentity, EMPTY_IDENTITY } from './coin-identity';
import type { ListingEvent } from './listing-lifecycle';
import { admin, approved, fold, given, now, seller, submitted } from './listing-lifecycle.testing';

const identity: CoinIdentity = {
  ...EMPTY_IDENTITY,
  denomination: 'Mohur',
  ruler: 'Akbar',
  mint: 'Agra',
  era: 'AH',
  certification: { service: 'NGC', serviceName: null, number: '4321987-001' },
  genuineConfirmed: true,
};

describe("a listing's identity in its stream (issue 13)", () => {
  it('is carried by the submission', () => {
    given()
      .when({ kind: 'submit', listingId: 42, sellerId: 7, identity })
      .then({ type: 'ListingSubmitted', data: { listingId: 42, sellerId: 7, identity } });
    expect(fold([{ type: 'ListingSubmitted', data: { listingId: 42, sellerId: 7, identity } }])?.identity).toEqual(identity);
  });

  it('replays events written before issue 13 as an empty identity', () => {
    expect(fold([submitted])?.identity).toEqual(EMPTY_IDENTITY);
    const oldEdit: ListingEvent = { type: 'ListingDetailsEdited', data: { by: 7, changes: { price: 900, year: '1835' } } };
    expect(fold([submitted, approved, oldEdit])?.identity).toEqual(EMPTY_IDENTITY);
  });

  it("follows the seller's and the admin's edits, field by field", () => {
    const sellerEdit: ListingEvent = { type: 'ListingDetailsEdited', data: { by: 7, changes: { grade: 40, mint: 'Delhi' }, previous: { grade: null, mint: 'Agra' } } };
    const adminEdit: ListingEvent = { type: 'ListingEditedByAdmin', data: { by: 1, changes: { certification: null, title: 'Akbar mohur' } } };
    expect(fold([{ type: 'ListingSubmitted', data: { listingId: 42, sellerId: 7, identity } }, sellerEdit, adminEdit])?.identity).toEqual({
      ...identity,
      grade: 40,
      mint: 'Delhi',
      certification: null,
    });
  });

  it("records identity changes like any other, without sending a live listing back to review", () => {
    given(submitted, approved)
      .when({ kind: 'sellerEdit', changes: { grade: 30, catalogueRefs: [{ catalogue: 'KM', number: '450' }] }, actor: seller })
      .then({ type: 'ListingDetailsEdited', data: { by: 7, changes: { grade: 30, catalogueRefs: [{ catalogue: 'KM', number: '450' }] } } });
    given(submitted)
      .when({ kind: 'decide', approved: true, actor: admin, now, edit: { changes: { genuineConfirmed: true } } })
      .then({ type: 'ListingEditedByAdmin', data: { by: 1, changes: { genuineConfirmed: true } } }, approved);
  });
});
