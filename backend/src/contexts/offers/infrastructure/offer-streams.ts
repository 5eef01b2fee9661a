import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConcurrencyError, EventStore, StoredEvent } from '../../../platform/event-store/event-store';
import { ConflictError } from '../../../platform/kernel/errors';
import { decide, fold, ListingGoneCause, OfferCommand, OfferEvent, OfferStatus } from '../domain/offer';
import { OfferEntity } from './offer.entity';

export const offerStream = (offerId: number): string => `offer-${offerId}`;

const asOfferEvent = (event: StoredEvent): OfferEvent => ({ type: event.type, data: event.data }) as OfferEvent;

const STATUS_AFTER = { OfferAccepted: 'accepted', OfferRejected: 'rejected', OfferReleased: 'released' } as const;

/** Projects an offer's new events onto the offers table inside the append's transaction. */
async function project(tx: EntityManager, events: StoredEvent[]): Promise<void> {
  for (const stored of events) {
    const event = asOfferEvent(stored);
    const offerId = Number(stored.streamId.slice('offer-'.length));
    if (event.type === 'OfferMade') {
      tx.create(OfferEntity, { ...event.data, id: offerId, version: stored.streamVersion, createdAt: stored.occurredAt, updatedAt: stored.occurredAt });
    } else {
      const offer = await tx.findOneOrFail(OfferEntity, { id: offerId });
      offer.status = STATUS_AFTER[event.type];
      if (event.type !== 'OfferReleased') offer.decidedBy = event.data.by;
      offer.version = stored.streamVersion;
      offer.updatedAt = stored.occurredAt;
    }
  }
  await tx.flush();
}

@Injectable()
export class OfferStreams {
  constructor(
    private readonly store: EventStore,
    private readonly em: EntityManager,
  ) {}

  async nextId(): Promise<number> {
    const [row] = await this.em.getConnection().execute<{ id: string }[]>(`SELECT nextval('offers_id_seq') AS "id"`);
    return Number(row.id);
  }

  async events(offerId: number): Promise<OfferEvent[]> {
    return (await this.store.readStream(offerStream(offerId))).map(asOfferEvent);
  }

  /**
   * Withdraws the offer if it is still pending because its listing is gone; answers its status
   * afterwards. A racing append (the seller's decision, or another withdrawal) is read and respected.
   */
  async withdrawForListing(offerId: number, cause: ListingGoneCause): Promise<OfferStatus> {
    // An offer is decided at most once, so after one lost race the next attempt finds it decided.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.execute(offerId, { kind: 'withdrawForListing', cause });
        return fold(await this.events(offerId))!.status;
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt === 3) throw error;
      }
    }
  }

  /** Decides without appending: throws why the command may not run, as `execute` would. */
  async check(offerId: number, command: OfferCommand): Promise<OfferEvent[]> {
    return decide(command, fold(await this.events(offerId)));
  }

  /** Decides and appends; answers the new events (none when the command changes nothing). */
  async execute(offerId: number, command: OfferCommand): Promise<OfferEvent[]> {
    const history = await this.events(offerId);
    const events = decide(command, fold(history));
    if (events.length === 0) return events;
    try {
      await this.store.append(offerStream(offerId), history.length, events, project);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && /offers_one_pending_per_buyer_and_coin/.test(error.message)) {
        throw new ConflictError('You already have a pending offer on this coin');
      }
      throw error;
    }
    return events;
  }
}
