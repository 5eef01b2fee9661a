import type { Decider } from '../../../platform/event-store/decider';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../platform/kernel/errors';
import type { Principal } from '../../../platform/kernel/principal';
import type { CoinIdentity } from './coin-identity';
import type { CoinPhoto } from './coin-photo';
import { identityAfterEdit, identityFromEvent } from './identity-in-events';
import { FlagEvent, holdsBulkApproval, ListingFlag, reflag } from './listing-flags';
import { addsPictures } from './photo-edit';
import { decideHiding, HidingCommand, HidingEvent } from './listing-hiding';
import { decideReservation, ReservationCommand, ReservationEvent } from './listing-reservation';
import { checkSaleToBuyer } from './sale-to-buyer';
import type { ListingStatus } from './listing-status';
import { checkApprovalInput, checkRejection, REJECTION_NOTE_MAX, RejectionInput, RejectionReasonCode } from './rejection-reasons';
import { checkNotHeldByAnother, ClaimCommand, ClaimEvent, decideClaim, evolveClaim, NotInReviewError, releaseOnDecision, ReviewClaim } from './review-claim';

/**
 * The life of one listing, from submission through review (claims, flags, decisions), the seller's
 * edits, reservation and sale to deletion, and its hiding by the moderators, as one decider over its
 * stream `listing-<id>` (decisions/0010, 0040, 0042, 0060, 0063, 0083). The event types are stored: never rename one.
 */
export type ListingEvent =
  /** `identity`: which coin it is (issue 13; older events lack it, read as empty). */
  | { type: 'ListingSubmitted'; data: { listingId: number; sellerId: number; identity?: CoinIdentity } }
  | { type: 'ListingApproved'; data: { by: number } }
  /** `reasonCode` and `note` only when the admin chose a reason from the catalogue (decisions/0063). */
  | { type: 'ListingRejected'; data: { by: number; reason: string | null; reasonCode?: RejectionReasonCode; note?: string | null } }
  /**
   * `changes` holds the changed fields of spec.md's content and of the coin's identity (issue 13) by name;
   * `previous`: each changed field's value before the edit (recorded since issue 12; older events lack it).
   */
  | { type: 'ListingEditedByAdmin'; data: { by: number; changes: Record<string, unknown>; previous?: Record<string, unknown> } }
  | { type: 'ListingResubmitted'; data: { by: number } }
  | { type: 'ListingDetailsEdited'; data: { by: number; changes: Record<string, unknown>; previous?: Record<string, unknown> } }
  | { type: 'ListingResubmittedForReview'; data: { by: number; changedFields: string[] } }
  /** `buyerId`: the seller sold it to the buyer of its conversation `conversationId` (decisions/0086; older events lack both). */
  | { type: 'ListingMarkedSold'; data: { by: number; buyerId?: number; conversationId?: number } }
  | { type: 'ListingDeleted'; data: { by: number } }
  | ReservationEvent
  | ClaimEvent
  | FlagEvent
  | HidingEvent;

/**
 * `flags` are what the listing's new content raises (the Catalog computes them before the command):
 * omitted when nothing they depend on changed. An edit's `previous` holds the changed fields' values
 * before it (what a watcher's "price dropped from … to …" reads).
 */
export type LifecycleCommand =
  | { kind: 'submit'; listingId: number; sellerId: number; identity?: CoinIdentity; flags?: ListingFlag[] }
  | DecideCommand
  | { kind: 'recordAdminEdit'; changes: Record<string, unknown>; previous?: Record<string, unknown>; actor: Principal; flags?: ListingFlag[] }
  | { kind: 'sellerEdit'; changes: Record<string, unknown>; previous?: Record<string, unknown>; actor: Principal; flags?: ListingFlag[] }
  | { kind: 'markSold'; actor: Principal; sale?: { buyerId: number; conversationId: number } }
  | { kind: 'delete'; actor: Principal }
  | ReservationCommand
  | ClaimCommand
  | HidingCommand;

/**
 * An admin's review decision, at `now` (claims expire against it). An approval may carry the admin's
 * `edit`, recorded first in the same append. `onlyIfReady` is the bulk approval's: a listing that is
 * not pending, or carries a flag that is not advisory, is refused (NotInReviewError, FlaggedListingError).
 */
export type DecideCommand = {
  kind: 'decide';
  approved: boolean;
  actor: Principal;
  now: Date;
  edit?: { changes: Record<string, unknown>; previous?: Record<string, unknown>; flags?: ListingFlag[] };
  onlyIfReady?: boolean;
} & RejectionInput;

export interface LifecycleState {
  listingId: number;
  sellerId: number;
  status: ListingStatus;
  isSold: boolean;
  isDeleted: boolean;
  rejectionReason: string | null;
  rejectionReasonCode: RejectionReasonCode | null;
  rejectionNote: string | null;
  /** What the Catalog pointed out about its current content. */
  flags: ListingFlag[];
  /** The admin reviewing it; kept after it expires until a new claim or a decision replaces it. */
  claim: ReviewClaim | null;
  /** The accepted offer the listing is reserved for; null when it is open (or sold). */
  reservedFor: number | null;
  /** Which coin it is, as submitted and edited (projected onto its row). */
  identity: CoinIdentity;
  /** Why the moderators hid it (decisions/0083); null while it is not hidden. */
  hiddenReason: string | null;
}

/** Null until the listing is submitted. */
export type ListingLifecycleState = LifecycleState | null;

/** spec.md's free-text reason and the catalogue's note share one bound. */
export const REJECTION_REASON_MAX = REJECTION_NOTE_MAX;

/** A flagged listing is left out of a bulk approval. */
export class FlaggedListingError extends ConflictError {
  constructor() {
    super('This listing is flagged: review it on its own');
  }
}

/** What buyers judge a coin by: changing one of these on a live listing needs a new review. */
export const REVIEWED_FIELDS: readonly string[] = ['title', 'description', 'imageUrl'];

const photosIn = (values: Record<string, unknown> | undefined): CoinPhoto[] | null => (Array.isArray(values?.images) ? (values.images as CoinPhoto[]) : null);

/**
 * The reviewed fields an edit changes. Photos (decisions/0075) count only when the edit shows a
 * picture the listing did not have (a photo added or replaced): reordering, re-labelling or removing
 * photos changes the cover's URL without anything new to review.
 */
function reviewedChanges(changes: Record<string, unknown>, previous: Record<string, unknown> | undefined): string[] {
  const after = photosIn(changes);
  if (!after) return Object.keys(changes).filter((field) => REVIEWED_FIELDS.includes(field));
  const before = photosIn(previous);
  const newPicture = !before || addsPictures(before, after);
  return Object.keys(changes).filter((field) => (field === 'images' || field === 'imageUrl' ? newPicture : REVIEWED_FIELDS.includes(field)));
}

const NO_REJECTION = { rejectionReason: null, rejectionReasonCode: null, rejectionNote: null } as const;
const SUBMITTED: Omit<LifecycleState, 'listingId' | 'sellerId' | 'identity'> = {
  status: 'pending',
  isSold: false,
  isDeleted: false,
  ...NO_REJECTION,
  flags: [],
  claim: null,
  reservedFor: null,
  hiddenReason: null,
};

function evolve(state: ListingLifecycleState, event: ListingEvent): ListingLifecycleState {
  if (event.type === 'ListingSubmitted') {
    return { ...SUBMITTED, listingId: event.data.listingId, sellerId: event.data.sellerId, identity: identityFromEvent(event.data.identity) };
  }
  if (!state) return state;
  switch (event.type) {
    case 'ListingApproved':
      return { ...state, status: 'approved', ...NO_REJECTION };
    case 'ListingRejected':
      return { ...state, status: 'rejected', rejectionReason: event.data.reason, rejectionReasonCode: event.data.reasonCode ?? null, rejectionNote: event.data.note ?? null };
    case 'ListingResubmitted':
    case 'ListingResubmittedForReview':
      return { ...state, status: 'pending', ...NO_REJECTION };
    case 'ListingClaimed':
    case 'ListingClaimReleased':
      return { ...state, claim: evolveClaim(event) };
    case 'ListingFlagged':
      return { ...state, flags: event.data.flags };
    case 'ListingFlagsCleared':
      return { ...state, flags: [] };
    case 'ListingMarkedSold':
      return { ...state, isSold: true, reservedFor: null };
    case 'ListingReserved':
      return { ...state, reservedFor: event.data.offerId };
    case 'ListingReservationReleased':
      return { ...state, reservedFor: null };
    case 'ListingDeleted':
      return { ...state, isDeleted: true };
    case 'ListingHidden':
      return { ...state, hiddenReason: event.data.reason };
    case 'ListingEditedByAdmin':
    case 'ListingDetailsEdited':
      return { ...state, identity: identityAfterEdit(state.identity, event.data.changes) };
  }
}

function existing(state: ListingLifecycleState): LifecycleState {
  if (!state || state.isDeleted) throw new NotFoundError('Coin not found');
  return state;
}

function requireAdmin(actor: Principal): void {
  if (!actor.isAdmin) throw new ForbiddenError('Only administrators can do this');
}

function requireSellerOrAdmin(state: LifecycleState, actor: Principal): void {
  if (!actor.isAdmin && actor.userId !== state.sellerId) throw new ForbiddenError('You can only change your own listings');
}

/**
 * The seller's own edit: a rejected listing goes back for review whatever changed; a pending one
 * records the changes and stays in the queue; an approved one stays live for price and other
 * details, and goes back to review when its title, description or a photo changed (a photo added
 * or replaced: not one reordered, re-labelled or removed).
 */
function sellerEdit(state: ListingLifecycleState, { changes, previous, actor, flags }: Extract<LifecycleCommand, { kind: 'sellerEdit' }>): ListingEvent[] {
  if (state?.isDeleted && state.sellerId === actor.userId) throw new ConflictError('This listing was deleted and cannot be edited');
  const listing = existing(state);
  if (actor.userId !== listing.sellerId) throw new ForbiddenError('Only the seller can edit this listing');
  if (listing.isSold) throw new ConflictError('This listing is sold and cannot be edited');
  const by = actor.userId;
  const reflagged = reflag(listing.flags, flags);
  if (listing.status === 'rejected') return [{ type: 'ListingResubmitted', data: { by } }, ...reflagged];
  if (Object.keys(changes).length === 0) return reflagged;
  const edited: ListingEvent = { type: 'ListingDetailsEdited', data: { by, changes, ...(previous && { previous }) } };
  const changedFields = reviewedChanges(changes, previous);
  if (listing.status === 'pending' || changedFields.length === 0) return [edited, ...reflagged];
  return [edited, { type: 'ListingResubmittedForReview', data: { by, changedFields } }, ...reflagged];
}

interface EditInput {
  changes: Record<string, unknown>;
  previous?: Record<string, unknown>;
  flags?: ListingFlag[];
}

function adminEdit(listing: LifecycleState, { changes, previous, flags }: EditInput, actor: Principal): ListingEvent[] {
  const edited: ListingEvent[] = Object.keys(changes).length ? [{ type: 'ListingEditedByAdmin', data: { by: actor.userId, changes, ...(previous && { previous }) } }] : [];
  return [...edited, ...reflag(listing.flags, flags)];
}

/**
 * The review decision: refused while another admin holds a live claim; an approval first records the
 * admin's edit; the claim the listing had ends with it.
 */
function review(listing: LifecycleState, command: DecideCommand): ListingEvent[] {
  requireAdmin(command.actor);
  checkNotHeldByAnother(listing, command.actor, command.now);
  if (command.onlyIfReady && (listing.status !== 'pending' || listing.isSold)) throw new NotInReviewError();
  const released = releaseOnDecision(listing, command.now);
  if (command.approved) {
    checkApprovalInput(command);
    if (listing.status === 'approved') throw new ConflictError('This listing is already approved');
    const edited = command.edit ? adminEdit(listing, command.edit, command.actor) : [];
    if (command.onlyIfReady && holdsBulkApproval(listing.flags)) throw new FlaggedListingError();
    return [...edited, { type: 'ListingApproved', data: { by: command.actor.userId } }, ...released];
  }
  if (command.edit) throw new ValidationError('edit', 'edit is only for approvals');
  if (listing.status === 'rejected') throw new ConflictError('This listing is already rejected');
  const { reason, reasonCode, note } = checkRejection(command);
  const data = reasonCode ? { by: command.actor.userId, reason, reasonCode, note } : { by: command.actor.userId, reason };
  return [{ type: 'ListingRejected', data }, ...released];
}

function decide(command: LifecycleCommand, state: ListingLifecycleState): ListingEvent[] {
  if (command.kind === 'submit') {
    if (state) throw new ConflictError(`Listing ${command.listingId} was already submitted`);
    const { listingId, sellerId, identity } = command;
    return [{ type: 'ListingSubmitted', data: { listingId, sellerId, ...(identity && { identity }) } }, ...reflag([], command.flags)];
  }
  if (command.kind === 'sellerEdit') return sellerEdit(state, command);
  const listing = existing(state);
  switch (command.kind) {
    case 'decide':
      return review(listing, command);
    case 'recordAdminEdit':
      requireAdmin(command.actor);
      return adminEdit(listing, command, command.actor);
    case 'claim':
    case 'releaseClaim':
      requireAdmin(command.actor);
      return decideClaim(command, listing);
    case 'markSold':
      requireSellerOrAdmin(listing, command.actor);
      if (listing.isSold) throw new ConflictError('This listing is already marked as sold');
      if (!command.sale) return [{ type: 'ListingMarkedSold', data: { by: command.actor.userId } }];
      checkSaleToBuyer(listing, command.actor, command.sale.buyerId);
      return [{ type: 'ListingMarkedSold', data: { by: command.actor.userId, ...command.sale } }];
    case 'delete':
      requireSellerOrAdmin(listing, command.actor);
      return [{ type: 'ListingDeleted', data: { by: command.actor.userId } }];
    case 'reserve':
    case 'releaseReservation':
    case 'undoReservation':
      return decideReservation(command, listing);
    case 'hide':
      return decideHiding(command, listing.hiddenReason);
  }
}

export const listingLifecycle: Decider<ListingLifecycleState, LifecycleCommand, ListingEvent> = { initialState: null, decide, evolve };
