import { ConflictError, ForbiddenError } from '../../../platform/kernel/errors';
import type { Principal } from '../../../platform/kernel/principal';
import type { ListingStatus } from './listing-status';

/**
 * Reserving a listing for an accepted offer, part of the listing lifecycle: accepting an offer
 * reserves its listing (exactly once, whatever races), the seller then marks it sold or releases
 * the reservation, which reopens it to offers (decisions/0042).
 */
export type ReservationEvent =
  | { type: 'ListingReserved'; data: { by: number; offerId: number } }
  /** `by` is null when the reservation was undone because its offer could not be accepted after all. */
  | { type: 'ListingReservationReleased'; data: { by: number | null; offerId: number } };

/** What reserving depends on in the listing's lifecycle state. */
export interface ReservableListing {
  sellerId: number;
  status: ListingStatus;
  isSold: boolean;
  reservedFor: number | null;
}

export type ReservationCommand =
  | { kind: 'reserve'; offerId: number; actor: Principal }
  | { kind: 'releaseReservation'; actor: Principal }
  | { kind: 'undoReservation'; offerId: number };

export const RESERVED_MESSAGE = 'This coin is reserved: the seller has accepted an offer on it';

export function decideReservation(command: ReservationCommand, listing: ReservableListing): ReservationEvent[] {
  switch (command.kind) {
    case 'reserve':
      if (command.actor.userId !== listing.sellerId) throw new ForbiddenError('Only the seller can accept offers on this listing');
      if (listing.isSold) throw new ConflictError('This coin is already sold');
      if (listing.status !== 'approved') throw new ConflictError('This coin is no longer listed');
      if (listing.reservedFor !== null) throw new ConflictError(RESERVED_MESSAGE);
      return [{ type: 'ListingReserved', data: { by: command.actor.userId, offerId: command.offerId } }];
    case 'releaseReservation':
      if (!command.actor.isAdmin && command.actor.userId !== listing.sellerId) throw new ForbiddenError('You can only change your own listings');
      if (listing.isSold) throw new ConflictError('This listing is already marked as sold');
      if (listing.reservedFor === null) throw new ConflictError('This listing is not reserved');
      return [{ type: 'ListingReservationReleased', data: { by: command.actor.userId, offerId: listing.reservedFor } }];
    case 'undoReservation':
      // Only the reservation made for that offer, and only while it still holds.
      return listing.reservedFor === command.offerId && !listing.isSold
        ? [{ type: 'ListingReservationReleased', data: { by: null, offerId: command.offerId } }]
        : [];
  }
}
