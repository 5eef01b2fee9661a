import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../../platform/kernel/errors';

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
  | { type: 'ListingMarkedSold'; data: { by: number } }
  | { type: 'ListingDeleted'; data: { by: number } };

export type ListingEventType = ListingEvent['type'];

export type LifecycleCommand =
  | { kind: 'submit'; listingId: number; sellerId: number }
  | { kind: 'decide'; approved: boolean; reason?: string | null; actor: Actor }
  | { kind: 'recordAdminEdit'; changes: Record<string, unknown>; actor: Actor }
  | { kind: 'resubmit'; actor: Actor }
  | { kind: 'markSold'; actor: Actor }
  | { kind: 'delete'; actor: Actor };

export interface LifecycleState {
  listingId: number;
  sellerId: number;
  status: ListingStatus;
  isSold: boolean;
  isDeleted: boolean;
  rejectionReason: string | null;
}

export const REJECTION_REASON_MAX = 500;

export const initialState = (): LifecycleState | null => null;

export function evolve(state: LifecycleState | null, event: ListingEvent): LifecycleState | null {
  if (event.type === 'ListingSubmitted') {
    return { listingId: event.data.listingId, sellerId: event.data.sellerId, status: 'pending', isSold: false, isDeleted: false, rejectionReason: null };
  }
  if (!state) return state;
  switch (event.type) {
    case 'ListingApproved':
      return { ...state, status: 'approved', rejectionReason: null };
    case 'ListingRejected':
      return { ...state, status: 'rejected', rejectionReason: event.data.reason };
    case 'ListingResubmitted':
      return { ...state, status: 'pending', rejectionReason: null };
    case 'ListingMarkedSold':
      return { ...state, isSold: true };
    case 'ListingDeleted':
      return { ...state, isDeleted: true };
    case 'ListingEditedByAdmin':
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

export function decide(command: LifecycleCommand, state: LifecycleState | null): ListingEvent[] {
  if (command.kind === 'submit') {
    if (state) throw new ConflictError(`Listing ${command.listingId} was already submitted`);
    return [{ type: 'ListingSubmitted', data: { listingId: command.listingId, sellerId: command.sellerId } }];
  }
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
    case 'resubmit':
      if (command.actor.userId !== listing.sellerId) throw new ForbiddenError('Only the seller can resubmit this listing');
      if (listing.status !== 'rejected') throw new ConflictError('Only a rejected listing can be edited and resubmitted');
      return [{ type: 'ListingResubmitted', data: { by: command.actor.userId } }];
    case 'markSold':
      requireSellerOrAdmin(listing, command.actor);
      if (listing.isSold) throw new ConflictError('This listing is already marked as sold');
      return [{ type: 'ListingMarkedSold', data: { by: command.actor.userId } }];
    case 'delete':
      requireSellerOrAdmin(listing, command.actor);
      return [{ type: 'ListingDeleted', data: { by: command.actor.userId } }];
  }
}
