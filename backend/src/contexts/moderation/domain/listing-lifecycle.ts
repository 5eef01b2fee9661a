import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../platform/kernel/errors';
import { decideReservation, ReservationCommand, ReservationEvent } from './listing-reservation';

/**
 * The moderation lifecycle of one listing as a pure decider: `decide(command, state)` returns the
 * events a command produces (or throws why it may not), `evolve(state, event)` folds them.
 */
export type ListingStatus = 'pending' | 'approved' | 'rejected';

export interface Actor {
  userId: number;
  isAdmin: boolean;
}

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

export type ListingEventType = ListingEvent['type'];

export type LifecycleCommand =
  | { kind: 'submit'; listingId: number; sellerId: number }
  | { kind: 'decide'; approved: boolean; reason?: string | null; actor: Actor }
  | { kind: 'recordAdminEdit'; changes: Record<string, unknown>; actor: Actor }
  | { kind: 'sellerEdit'; changes: Record<string, unknown>; actor: Actor }
  | { kind: 'markSold'; actor: Actor }
  | { kind: 'delete'; actor: Actor }
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

export const REJECTION_REASON_MAX = 500;

export const initialState = (): LifecycleState | null => null;

export function evolve(state: LifecycleState | null, event: ListingEvent): LifecycleState | null {
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

export function fold(events: ListingEvent[]): LifecycleState | null {
  return events.reduce<LifecycleState | null>(evolve, initialState());
}

function existing(state: LifecycleState | null, listingId?: number): LifecycleState {
  if (!state || state.isDeleted) throw new NotFoundError(`Listing ${listingId ?? state?.listingId ?? ''} not found`.trim());
  return state;
}

function requireAdmin(actor: Actor): void {
  if (!actor.isAdmin) throw new ForbiddenError('Only administrators can do this');
}

function requireSellerOrAdmin(state: LifecycleState, actor: Actor): void {
  if (!actor.isAdmin && actor.userId !== state.sellerId) throw new ForbiddenError('You can only change your own listings');
}

function checkReason(reason: string | null | undefined): string | null {
  if (reason === undefined || reason === null) return null;
  if (typeof reason !== 'string') throw new ValidationError('reason', 'reason must be text');
  const trimmed = reason.trim();
  if (trimmed.length > REJECTION_REASON_MAX) throw new ValidationError('reason', `reason must be at most ${REJECTION_REASON_MAX} characters`);
  return trimmed || null;
}

/** What buyers judge a coin by: changing one of these on a live listing needs a new review. */
export const REVIEWED_FIELDS: readonly string[] = ['title', 'description', 'imageUrl'];

/**
 * The seller's own edit: a rejected listing goes back for review whatever changed (as before); a
 * pending one records the changes and stays in the queue; an approved one stays live for price and
 * other details, and goes back to review when its title, description or picture changed.
 */
function sellerEdit(state: LifecycleState | null, changes: Record<string, unknown>, actor: Actor): ListingEvent[] {
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

export function decide(command: LifecycleCommand, state: LifecycleState | null): ListingEvent[] {
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
