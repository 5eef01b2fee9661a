import { notificationConcerns, notificationPayload } from './event-store';

describe('the events notification payload', () => {
  it('names each appended type once, in a fixed order', () => {
    expect(notificationPayload(['OfferMade', 'ListingReserved', 'OfferMade'])).toBe('ListingReserved,OfferMade');
  });

  it('wakes only the consumers of one of its types', () => {
    const payload = notificationPayload(['MessageSent']);
    expect(notificationConcerns(payload, new Set(['MessageSent', 'MessagesRead']))).toBe(true);
    expect(notificationConcerns(payload, new Set(['ListingApproved']))).toBe(false);
  });

  it('wakes everyone when it says nothing (a reconnect, or too many types for NOTIFY)', () => {
    expect(notificationConcerns(undefined, new Set(['ListingApproved']))).toBe(true);
    expect(notificationConcerns('', new Set(['ListingApproved']))).toBe(true);
    expect(notificationPayload(Array.from({ length: 1000 }, (_, i) => `SomethingHappened${i}`))).toBe('');
  });
});
