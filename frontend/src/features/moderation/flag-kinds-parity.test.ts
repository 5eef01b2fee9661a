import { describe, expect, it } from 'vitest';
import { ADVISORY_FLAG_KINDS as SERVER_ADVISORY, FLAG_KINDS as SERVER_KINDS } from '../../../../backend/src/contexts/catalog/domain/listing-flags';
import { ADVISORY_FLAG_KINDS, FLAG_KINDS, holdsBulkApproval } from './queue-types';

/** The queue's flag filter lists every kind the server raises, and ticks for a bulk approval what the server approves in one. */
describe('the review queue’s flags equal the server’s', () => {
  it('lists the same kinds and the same advisory ones', () => {
    expect([...FLAG_KINDS].sort()).toEqual([...SERVER_KINDS].sort());
    expect([...ADVISORY_FLAG_KINDS].sort()).toEqual([...SERVER_ADVISORY].sort());
  });

  it('holds back a listing with any flag but missing faces', () => {
    const flag = (kind: (typeof FLAG_KINDS)[number]) => ({ kind, detail: '', params: {} });
    expect(holdsBulkApproval([])).toBe(false);
    expect(holdsBulkApproval([flag('missing-faces')])).toBe(false);
    expect(holdsBulkApproval([flag('missing-faces'), flag('contact-details')])).toBe(true);
    expect(holdsBulkApproval([flag('duplicate-photo')])).toBe(true);
  });
});
