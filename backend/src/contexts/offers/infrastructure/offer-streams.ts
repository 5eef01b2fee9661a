import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandOutcome, CommandRunner, StreamProjection } from '../../../platform/event-store/command-runner';
import { ConflictError } from '../../../platform/kernel/errors';
import { isOpen, ListingGoneCause, OfferCommand, offerDecider, OfferEvent, OfferState, OfferStatus } from '../domain/offer';
import { partyOf } from '../domain/offer-state';
import type { OfferStep } from '../application/offer-view';
import { OfferEntity } from './offer.entity';

export const offerStream = (offerId: number): string => `offer-${offerId}`;

/** How many times withdrawing decides when the seller's decision (or another withdrawal) wins the race: after one lost race the offer is decided. */
const WITHDRAW_ATTEMPTS = 3;

/** The thread's step an event adds; none for the expiry notice. */
function stepOf(event: OfferEvent, parties: { buyerId: number; sellerId: number }, amountBefore: number, at: Date): OfferStep | null {
  const party = (by: number | null) => (by === null ? null : partyOf(parties, by));
  const step = (type: OfferStep['type'], by: OfferStep['by'], amount: number | null = null, cause: string | null = null): OfferStep => ({
    type,
    by,
    amount,
    cause,
    at: at.toISOString(),
  });
  switch (event.type) {
    case 'OfferMade':
      return step('made', 'buyer', event.data.offerAmount);
    case 'OfferCountered':
      return step('countered', party(event.data.by), event.data.amount);
    case 'OfferAccepted':
      return step('accepted', party(event.data.by), event.data.amount ?? amountBefore);
    case 'OfferRejected':
      return step('rejected', party(event.data.by), null, event.data.cause);
    case 'OfferWithdrawn':
      return step('withdrawn', 'buyer');
    case 'OfferExpired':
      return step('expired', null, null, event.data.awaiting);
    case 'OfferReleased':
      return step('released', party(event.data.by));
    case 'OfferExpiring':
      return null;
  }
}

/** Projects an offer's new events onto the offers table inside the append's transaction. */
const projectOntoOffersTable =
  (offerId: number): StreamProjection<OfferState | null, OfferEvent> =>
  async (tx, { state, events, stored }) => {
    if (!state) return;
    let offer: OfferEntity | null = null;
    for (const [index, event] of events.entries()) {
      const { streamVersion, occurredAt } = stored[index];
      if (event.type === 'OfferMade') {
        const { expiresAt: _clock, ...made } = event.data;
        offer = tx.create(OfferEntity, { ...made, id: offerId, currentAmount: made.offerAmount, version: streamVersion, createdAt: occurredAt, updatedAt: occurredAt });
      }
      offer ??= await tx.findOneOrFail(OfferEntity, { id: offerId });
      const step = stepOf(event, offer, offer.currentAmount, occurredAt);
      if (step) offer.history = [...offer.history, step];
      if (event.type === 'OfferAccepted' || event.type === 'OfferRejected' || event.type === 'OfferWithdrawn') offer.decidedBy = event.data.by;
      offer.version = streamVersion;
      offer.updatedAt = occurredAt;
    }
    if (!offer) return;
    const open = isOpen(state.status);
    offer.status = state.status;
    offer.currentAmount = state.amount;
    offer.awaiting = state.awaiting;
    offer.round = state.round;
    // An offer made before negotiation keeps the deadline its row was given (decisions/0076).
    offer.expiresAt = !open ? null : state.expiresAt ? new Date(state.expiresAt) : offer.expiresAt;
    offer.noticeFor = state.noticeFor ? new Date(state.noticeFor) : null;
    await tx.flush();
  };

/** The offers' streams `offer-<id>`: commands run through the one CommandRunner and project onto `offers`. */
@Injectable()
export class OfferStreams {
  constructor(
    private readonly runner: CommandRunner,
    private readonly em: EntityManager,
  ) {}

  async nextId(): Promise<number> {
    const [row] = await this.em.getConnection().execute<{ id: string }[]>(`SELECT nextval('offers_id_seq') AS "id"`);
    return Number(row.id);
  }

  /**
   * Withdraws the offer if it is still open (pending or countered) because its listing is gone; answers its status
   * afterwards. A racing append (the seller's decision, or another withdrawal) is read and respected.
   */
  async withdrawForListing(offerId: number, cause: ListingGoneCause): Promise<OfferStatus> {
    const { state } = await this.execute(offerId, { kind: 'withdrawForListing', cause }, WITHDRAW_ATTEMPTS);
    return state!.status;
  }

  /**
   * Withdraws each offer as `withdrawForListing` does. One failure does not stop the others; the
   * failures are thrown afterwards (a consumer's event is then retried, and the offers withdrawn
   * already are passed over).
   */
  async withdrawEachForListing(offerIds: readonly number[], cause: ListingGoneCause): Promise<void> {
    const failures: string[] = [];
    for (const offerId of offerIds) {
      try {
        await this.withdrawForListing(offerId, cause);
      } catch (error) {
        failures.push(`offer ${offerId}: ${String(error)}`);
      }
    }
    if (failures.length > 0) throw new Error(`could not withdraw ${failures.join('; ')}`);
  }

  /** Decides without appending: throws why the command may not run, as `execute` would. */
  check(offerId: number, command: OfferCommand): Promise<OfferEvent[]> {
    return this.runner.check(offerDecider, offerStream(offerId), command);
  }

  /** Decides and appends; answers the state and the new events (none when the command changes nothing). */
  async execute(offerId: number, command: OfferCommand, attempts = 1): Promise<CommandOutcome<OfferState | null, OfferEvent>> {
    try {
      return await this.runner.run(offerDecider, offerStream(offerId), command, { project: projectOntoOffersTable(offerId), attempts });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && /offers_one_open_per_buyer_and_coin/.test(error.message)) {
        throw new ConflictError('You already have a pending offer on this coin');
      }
      throw error;
    }
  }
}
