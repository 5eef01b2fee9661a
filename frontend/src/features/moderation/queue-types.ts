import type { components } from '@/api/schema';
import type { AdminCoinChanges } from './types';

type Schemas = components['schemas'];

/** The auto-flags a listing can carry (decisions/0063; missing-faces, decisions/0075). */
export const FLAG_KINDS = [
  'contact-details',
  'replica-words',
  'duplicate-photo',
  'price-outlier',
  'genuine-not-confirmed',
  'missing-faces',
] as const satisfies readonly QueueFlag['kind'][];

/** Flags that do not keep a listing out of a bulk approval: the server's ADVISORY_FLAG_KINDS (decisions/0075). */
export const ADVISORY_FLAG_KINDS: readonly FlagKind[] = ['missing-faces'];

/** Whether a listing's flags keep it out of a bulk approval, as the server decides it. */
export const holdsBulkApproval = (flags: readonly QueueFlag[]): boolean => flags.some((flag) => !ADVISORY_FLAG_KINDS.includes(flag.kind));

/** Why a listing was flagged: `params` lets the screen say it in either language, `detail` is English. */
export type QueueFlag = Schemas['FlagDto'];

export type FlagKind = QueueFlag['kind'];

/** An admin reviewing a listing, for 10 minutes from `claimedAt`. */
export type QueueClaim = Schemas['ClaimDto'];

export type QueueItem = Schemas['QueueItemDto'];

export type QueuePage = Schemas['QueuePageDto'];

export type QueueOverview = Schemas['QueueOverviewDto'];

export type ApproveManyResult = Schemas['ApproveManyResultDto'];

type RejectionCode = NonNullable<Schemas['DecideListingDto']['reasonCode']>;

/** An admin's decision on a listing: approve (optionally with an edit) or reject with a reason from the catalogue. */
export type QueueDecision = { approved: true; edit?: AdminCoinChanges } | { approved: false; reasonCode: RejectionCode; note?: string };
