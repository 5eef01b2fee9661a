import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../platform/event-store/event-store';
import type { LifecycleState } from '../domain/listing-lifecycle';

/** Events that put a listing in the review queue (again): it waits from then. */
const ENTERS_QUEUE = new Set(['ListingSubmitted', 'ListingResubmitted', 'ListingResubmittedForReview']);
const DECISIONS = new Set(['ListingApproved', 'ListingRejected']);
const REVIEW_EVENTS = new Set([...ENTERS_QUEUE, ...DECISIONS, 'ListingFlagged', 'ListingFlagsCleared', 'ListingClaimed', 'ListingClaimReleased']);

/**
 * The listing stream's review read models, in the append's transaction and before the row's status
 * is projected (so the row still says whether a decision was made on a listing in the queue):
 * - `listing_review_decisions`: each approval or rejection of a pending listing, with how long it waited;
 * - `listing_reviews`: since when it waits (its creation time for a submission, which seeding may
 *   backdate; the event's time for a resubmission), its flags and its claim.
 */
export async function projectListingReview(tx: EntityManager, listingId: number, state: LifecycleState, stored: StoredEvent[]): Promise<void> {
  if (!stored.some((event) => REVIEW_EVENTS.has(event.type))) return;
  for (const decision of stored.filter((event) => DECISIONS.has(event.type))) {
    await tx.execute(
      `INSERT INTO "listing_review_decisions" ("listing_id", "admin_id", "approved", "waited_seconds", "decided_at")
       SELECT c."id", ?, ?, GREATEST(0, round(EXTRACT(EPOCH FROM (?::timestamptz - COALESCE(r."waiting_since", c."created_at")))))::int, ?
       FROM "coins" c LEFT JOIN "listing_reviews" r ON r."listing_id" = c."id"
       WHERE c."id" = ? AND c."status" = 'pending'`,
      [decision.data.by, decision.type === 'ListingApproved', decision.occurredAt, decision.occurredAt, listingId],
    );
  }
  const entered = stored.filter((event) => ENTERS_QUEUE.has(event.type)).at(-1);
  const waitingSince = !entered ? null : entered.type === 'ListingSubmitted' ? 'c."created_at"' : '?::timestamptz';
  const claim = state.claim;
  await tx.execute(
    `INSERT INTO "listing_reviews" ("listing_id", "waiting_since", "flags", "claimed_by", "claimed_at", "claim_expires_at")
     SELECT c."id", ${waitingSince ?? 'c."created_at"'}, ?::jsonb, ?, ?, ? FROM "coins" c WHERE c."id" = ?
     ON CONFLICT ("listing_id") DO UPDATE SET
       "waiting_since" = ${waitingSince ? 'EXCLUDED."waiting_since"' : '"listing_reviews"."waiting_since"'},
       "flags" = EXCLUDED."flags", "claimed_by" = EXCLUDED."claimed_by", "claimed_at" = EXCLUDED."claimed_at", "claim_expires_at" = EXCLUDED."claim_expires_at"`,
    [
      ...(waitingSince === '?::timestamptz' ? [entered!.occurredAt] : []),
      JSON.stringify(state.flags),
      claim?.by ?? null,
      claim?.claimedAt ?? null,
      claim?.expiresAt ?? null,
      listingId,
    ],
  );
}
