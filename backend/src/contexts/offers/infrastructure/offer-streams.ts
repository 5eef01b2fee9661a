import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandOutcome, CommandRunner, StreamProjection } from '../../../platform/event-store/command-runner';
import { ConflictError } from '../../../platform/kernel/errors';
import { ListingGoneCause, OfferCommand, offerDecider, OfferEvent, OfferState, OfferStatus } from '../domain/offer';
import { OfferEntity } from './offer.entity';

export const offerStream = (offerId: number): string => `offer-${offerId}`;

/** How many times withdrawing decides when the seller's decision (or another withdrawal) wins the race: after one lost race the offer is decided. */
const WITHDRAW_ATTEMPTS = 3;

const STATUS_AFTER = { OfferAccepted: 'accepted', OfferRejected: 'rejected', OfferReleased: 'released' } as const;

/** Projects an offer's new events onto the offers table inside the append's transaction. */
const projectOntoOffersTable =
  (offerId: number): StreamProjection<OfferState | null, OfferEvent> =>
  async (tx, { events, stored }) => {
    for (const [index, event] of events.entries()) {
      const { streamVersion, occurredAt } = stored[index];
      if (event.type === 'OfferMade') {
        tx.create(OfferEntity, { ...event.data, id: offerId, version: streamVersion, createdAt: occurredAt, updatedAt: occurredAt });
        continue;
      }
      const offer = await tx.findOneOrFail(OfferEntity, { id: offerId });
      offer.status = STATUS_AFTER[event.type];
      if (event.type !== 'OfferReleased') offer.decidedBy = event.data.by;
      offer.version = streamVersion;
      offer.updatedAt = occurredAt;
    }
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
   * Withdraws the offer if it is still pending because its listing is gone; answers its status
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
      if (error instanceof UniqueConstraintViolationException && /offers_one_pending_per_buyer_and_coin/.test(error.message)) {
        throw new ConflictError('You already have a pending offer on this coin');
      }
      throw error;
    }
  }
}
