import { ConflictError } from '../../../platform/kernel/errors';
import type { Principal } from '../../../platform/kernel/principal';
import type { ListingStatus } from './listing-status';

/**
 * An admin's claim on a pending listing while they review it (decisions/0063): ten minutes, in the
 * listing's stream, so of two admins claiming at once exactly one append wins. An expired claim is
 * free: expiry is read from `expiresAt` against the command's `now`, no job ends it.
 */
export const CLAIM_MINUTES = 10;
const CLAIM_MS = CLAIM_MINUTES * 60_000;
/** The holder claiming again within this long after claiming gets the claim as it stands, without a new event. */
const RENEW_AFTER_MS = 60_000;

/** A type, not an interface: it is an event's data (plain JSON). */
export type ReviewClaim = {
  by: number;
  claimedAt: string;
  expiresAt: string;
};

export type ClaimReleaseReason = 'released' | 'decided' | 'expired';

/** Stored event types: never rename one. `by` of a release is the admin whose claim ended. */
export type ClaimEvent =
  | { type: 'ListingClaimed'; data: ReviewClaim }
  | { type: 'ListingClaimReleased'; data: { by: number; reason: ClaimReleaseReason } };

export type ClaimCommand = { kind: 'claim'; actor: Principal; now: Date } | { kind: 'releaseClaim'; actor: Principal; now: Date };

/** What claiming depends on in the listing's lifecycle state. */
export interface ClaimableListing {
  status: ListingStatus;
  isSold: boolean;
  claim: ReviewClaim | null;
}

/** Another admin holds an unexpired claim: 409, named by whoever shows it (Moderation names the admin). */
export class ClaimHeldError extends ConflictError {
  constructor(
    readonly holderId: number,
    readonly expiresAt: string,
  ) {
    super('Another admin is reviewing this listing');
  }
}

export class NotInReviewError extends ConflictError {
  constructor() {
    super('This listing is no longer waiting for review');
  }
}

export const isLive = (claim: ReviewClaim, now: Date): boolean => Date.parse(claim.expiresAt) > now.getTime();

/** Throws ClaimHeldError when an admin other than `actor` holds a live claim. */
export function checkNotHeldByAnother(listing: Pick<ClaimableListing, 'claim'>, actor: Principal, now: Date): void {
  const held = listing.claim;
  if (held && isLive(held, now) && held.by !== actor.userId) throw new ClaimHeldError(held.by, held.expiresAt);
}

/** The release a decision brings: the claim it ends, live (decided) or not (expired); none without a claim. */
export function releaseOnDecision(listing: Pick<ClaimableListing, 'claim'>, now: Date): ClaimEvent[] {
  if (!listing.claim) return [];
  return [{ type: 'ListingClaimReleased', data: { by: listing.claim.by, reason: isLive(listing.claim, now) ? 'decided' : 'expired' } }];
}

function claim(listing: ClaimableListing, actor: Principal, now: Date): ClaimEvent[] {
  if (listing.status !== 'pending' || listing.isSold) throw new NotInReviewError();
  checkNotHeldByAnother(listing, actor, now);
  const held = listing.claim;
  if (held && isLive(held, now) && held.by === actor.userId && now.getTime() - Date.parse(held.claimedAt) < RENEW_AFTER_MS) return [];
  const claimed: ClaimEvent = { type: 'ListingClaimed', data: { by: actor.userId, claimedAt: now.toISOString(), expiresAt: new Date(now.getTime() + CLAIM_MS).toISOString() } };
  // A claim that ran out is recorded as ended before the next one, so the history reads right.
  return held && !isLive(held, now) ? [{ type: 'ListingClaimReleased', data: { by: held.by, reason: 'expired' } }, claimed] : [claimed];
}

function release(listing: ClaimableListing, actor: Principal, now: Date): ClaimEvent[] {
  checkNotHeldByAnother(listing, actor, now);
  if (!listing.claim || listing.claim.by !== actor.userId) return [];
  return [{ type: 'ListingClaimReleased', data: { by: actor.userId, reason: 'released' } }];
}

export function decideClaim(command: ClaimCommand, listing: ClaimableListing): ClaimEvent[] {
  return command.kind === 'claim' ? claim(listing, command.actor, command.now) : release(listing, command.actor, command.now);
}

export function evolveClaim(event: ClaimEvent): ReviewClaim | null {
  return event.type === 'ListingClaimed' ? { ...event.data } : null;
}
