import type { components } from '@/api/schema';
import type { AdminCoinChanges } from './types';

type Schemas = components['schemas'];

/** The auto-flags a listing can carry (decisions/0063). */
export const FLAG_KINDS = [
  'contact-details',
  'replica-words',
  'duplicate-photo',
  'price-outlier',
  'genuine-not-confirmed',
] as const satisfies readonly QueueFlag['kind'][];

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
