import { NotFoundError, ValidationError } from '../../../platform/kernel/errors';
import type { ListingEvent } from './listing-lifecycle';
import { approved, deleted, fold, given, submitted } from './listing-lifecycle.testing';

const hidden: ListingEvent = { type: 'ListingHidden', data: { by: 1, reason: 'The photos are of another coin' } };

describe('hiding a listing (decisions/0083)', () => {
  it('records who hid it and the trimmed reason', () => {
    given(submitted, approved).when({ kind: 'hide', by: 1, reason: '  The photos are of another coin ' }).then(hidden);
    expect(fold([submitted, approved, hidden])).toMatchObject({ status: 'approved', hiddenReason: 'The photos are of another coin' });
  });

  it('hides a pending listing too, and keeps it hidden when it is approved', () => {
    given(submitted).when({ kind: 'hide', by: 1, reason: 'Stolen photos' }).then({ type: 'ListingHidden', data: { by: 1, reason: 'Stolen photos' } });
    expect(fold([submitted, hidden, approved])).toMatchObject({ status: 'approved', hiddenReason: 'The photos are of another coin' });
  });

  it('records nothing when it is hidden already (the first reason stands)', () => {
    given(submitted, approved, hidden).when({ kind: 'hide', by: 2, reason: 'Another reason' }).then();
  });

  it('needs a reason of 3 to 500 characters, and a listing that exists', () => {
    given(submitted).when({ kind: 'hide', by: 1, reason: ' ab ' }).thenFails(ValidationError, /reason must be between 3 and 500 characters/);
    given(submitted).when({ kind: 'hide', by: 1, reason: 'x'.repeat(501) }).thenFails(ValidationError, /reason/);
    given(submitted, hidden).when({ kind: 'hide', by: 1, reason: 'x' }).thenFails(ValidationError, /reason/);
    given().when({ kind: 'hide', by: 1, reason: 'Fake coin' }).thenFails(NotFoundError);
    given(submitted, deleted).when({ kind: 'hide', by: 1, reason: 'Fake coin' }).thenFails(NotFoundError);
  });

  it('starts unhidden', () => {
    expect(fold([submitted])).toMatchObject({ hiddenReason: null });
  });
});
