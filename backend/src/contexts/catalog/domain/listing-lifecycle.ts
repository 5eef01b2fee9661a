import type { Decider } from '../../../platform/event-store/decider';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../platform/kernel/errors';
import type { Principal } from '../../../platform/kernel/principal';
import { decideReservation, ReservationCommand, ReservationEvent } from './listing-reservation';
import type { ListingStatus } from './listing-status';

/**
 * The life of one listing, from submission through review, the seller's edits, reservation and
 * sale to deletion, as one decider over its stream `listing-<id>` (decisions/0010, 0040, 0042, 0060).
 * The event types are stored: never rename one.
 */
export type ListingEvent =
  | { type: 'ListingSubmitted'; data: { listingId: number; sellerId: number } }
  | { type: 'ListingApproved'; data: { by: number } }
  | { type: 'ListingRejected'; data: { by: number; reason: string | null } }
  | { type: 'ListingEditedByAdmin'; data: { by: number; changes: Record<string, unknown> } }
  | { type: 'ListingResubmitted'; data: { by: number } }
  | { type: 'ListingDetailsEdited'; data: { by: number; changes: Record<string, unknown> } }
  | { type: 'ListingResubmittedForReview'; data: { by: number; changedFields: string[] } }
  | { type: 'ListingMarkedSold'; data: { by: number } }
  | { type: 'ListingDeleted'; data: { by: number } }
  | ReservationEvent;

export type LifecycleCommand =
  | { kind: 'submit'; listingId: number; sellerId: number }
  | { kind: 'decide'; approved: boolean; reason?: string | null; actor: Principal }
  | { kind: 'recordAdminEdit'; changes: Record<string, unknown>; actor: Principal }
  | { kind: 'sellerEdit'; changes: Record<string, unknown>; actor: Principal }
  | { kind: 'markSold'; actor: Principal }
  | { kind: 'delete'; actor: Principal }
  | ReservationCommand;

export interface LifecycleState {
  listingId: number;
  sellerId: number;
  status: ListingStatus;
  isSold: boolean;
  isDeleted: boolean;
  rejectionReason: string | null;
  /** The accepted offer the listing is reserved for; null when it is open (or sold). */
  reservedFor: number | null;
}

/** Null until the listing is submitted. */
export type ListingLifecycleState = LifecycleState | null;

export const REJECTION_REASON_MAX = 500;

/** What buyers judge a coin by: changing one of these on a live listing needs a new review. */
export const REVIEWED_FIELDS: readonly string[] = ['title', 'description', 'imageUrl'];

function evolve(state: ListingLifecycleState, event: ListingEvent): ListingLifecycleState {
  if (event.type === 'ListingSubmitted') {
    return { listingId: event.data.listingId, sellerId: event.data.sellerId, status: 'pending', isSold: false, isDeleted: false, rejectionReason: null, reservedFor: null };
  }
  if (!state) return state;
  switch (event.type) {
    case 'ListingApproved':
      return { ...state, status: 'approved', rejectionReason: null };
    case 'ListingRejected':
      return { ...state, status: 'rejected', rejectionReason: event.data.reason };
    case 'ListingResubmitted':
    case 'ListingResubmittedForReview':
      return { ...state, status: 'pending', rejectionReason: null };
    case 'ListingMarkedSold':
      return { ...state, isSold: true, reservedFor: null };
    case 'ListingReserved':
      return { ...state, reservedFor: event.data.offerId };
    case 'ListingReservationReleased':
      return { ...state, reservedFor: null };
    case 'ListingDeleted':
      return { ...state, isDeleted: true };
    case 'ListingEditedByAdmin':
    case 'ListingDetailsEdited':
      return state;
  }
}

function existing(state: ListingLifecycleState): LifecycleState {
  if (!state || state.isDeleted) throw new NotFoundError(`Listing ${state?.listingId ?? ''} not found`.trim());
  return state;
}

function requireAdmin(actor: Principal): void {
  if (!actor.isAdmin) throw new ForbiddenError('Only administrators can do this');
}

function requireSellerOrAdmin(state: LifecycleState, actor: Principal): void {
  if (!actor.isAdmin && actor.userId !== state.sellerId) throw new ForbiddenError('You can only change your own listings');
}

function checkReason(reason: string | null | undefined): string | null {
  if (reason === undefined || reason === null) return null;
  const trimmed = reason.trim();
  if (trimmed.length > REJECTION_REASON_MAX) throw new ValidationError('reason', `reason must be at most ${REJECTION_REASON_MAX} characters`);
  return trimmed || null;
}

/**
 * The seller's own edit: a rejected listing goes back for review whatever changed; a pending one
 * records the changes and stays in the queue; an approved one stays live for price and other
 * details, and goes back to review when its title, description or picture changed.
 */
function sellerEdit(state: ListingLifecycleState, changes: Record<string, unknown>, actor: Principal): ListingEvent[] {
  if (state?.isDeleted && state.sellerId === actor.userId) throw new ConflictError('This listing was deleted and cannot be edited');
  const listing = existing(state);
  if (actor.userId !== listing.sellerId) throw new ForbiddenError('Only the seller can edit this listing');
  if (listing.isSold) throw new ConflictError('This listing is sold and cannot be edited');
  const by = actor.userId;
  if (listing.status === 'rejected') return [{ type: 'ListingResubmitted', data: { by } }];
  if (Object.keys(changes).length === 0) return [];
  const edited: ListingEvent = { type: 'ListingDetailsEdited', data: { by, changes } };
  const changedFields = Object.keys(changes).filter((field) => REVIEWED_FIELDS.includes(field));
  if (listing.status === 'pending' || changedFields.length === 0) return [edited];
  return [edited, { type: 'ListingResubmittedForReview', data: { by, changedFields } }];
}

function decide(command: LifecycleCommand, state: ListingLifecycleState): ListingEvent[] {
  if (command.kind === 'submit') {
    if (state) throw new ConflictError(`Listing ${command.listingId} was already submitted`);
    return [{ type: 'ListingSubmitted', data: { listingId: command.listingId, sellerId: command.sellerId } }];
  }
  if (command.kind === 'sellerEdit') return sellerEdit(state, command.changes, command.actor);
  const listing = existing(state);
  switch (command.kind) {
    case 'decide': {
      requireAdmin(command.actor);
      if (command.approved) {
        if (listing.status === 'approved') throw new ConflictError('This listing is already approved');
        return [{ type: 'ListingApproved', data: { by: command.actor.userId } }];
      }
      if (listing.status === 'rejected') throw new ConflictError('This listing is already rejected');
      return [{ type: 'ListingRejected', data: { by: command.actor.userId, reason: checkReason(command.reason) } }];
    }
    case 'recordAdminEdit':
      requireAdmin(command.actor);
      return Object.keys(command.changes).length ? [{ type: 'ListingEditedByAdmin', data: { by: command.actor.userId, changes: command.changes } }] : [];
    case 'markSold':
      requireSellerOrAdmin(listing, command.actor);
      if (listing.isSold) throw new ConflictError('This listing is already marked as sold');
      return [{ type: 'ListingMarkedSold', data: { by: command.actor.userId } }];
    case 'delete':
      requireSellerOrAdmin(listing, command.actor);
      return [{ type: 'ListingDeleted', data: { by: command.actor.userId } }];
    case 'reserve':
    case 'releaseReservation':
    case 'undoReservation':
      return decideReservation(command, listing);
  }
}

export const listingLifecycle: Decider<ListingLifecycleState, LifecycleCommand, ListingEvent> = { initialState: null, decide, evolve };
