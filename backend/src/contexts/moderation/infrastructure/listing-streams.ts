import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConcurrencyError, EventStore, StoredEvent } from '../../../platform/event-store/event-store';
import { ApplyListingLifecycleCommand } from '../../catalog/application/commands/apply-listing-lifecycle.command';
import { decide, evolve, fold, LifecycleCommand, LifecycleState, ListingEvent } from '../domain/listing-lifecycle';

export const listingStream = (listingId: number): string => `listing-${listingId}`;

const asListingEvent = (event: StoredEvent): ListingEvent => ({ type: event.type, data: event.data }) as ListingEvent;

/**
 * Loads a listing's stream, lets the decider decide, appends the new events with the expected
 * version and projects the resulting state onto the Catalog's listing in the same transaction.
 */
@Injectable()
export class ListingStreams {
  constructor(
    private readonly store: EventStore,
    private readonly commands: CommandBus,
  ) {}

  async history(listingId: number): Promise<StoredEvent[]> {
    return this.store.readStream(listingStream(listingId));
  }

  /**
   * As `execute`, deciding again on the newer stream when another append to it won the race (up to
   * five times), so racing commands end with the loser's own answer rather than a version conflict.
   */
  async executeRetryingRaces(listingId: number, command: LifecycleCommand): Promise<{ state: LifecycleState | null; events: ListingEvent[] }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.execute(listingId, command);
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt === 5) throw error;
      }
    }
  }

  async execute(listingId: number, command: LifecycleCommand, within?: EntityManager): Promise<{ state: LifecycleState | null; events: ListingEvent[] }> {
    const stored = await this.store.readStream(listingStream(listingId), within);
    const before = fold(stored.map(asListingEvent));
    const events = decide(command, before);
    const after = events.reduce<LifecycleState | null>(evolve, before);
    if (events.length === 0 || !after) return { state: after, events };
    await this.store.append(
      listingStream(listingId),
      stored.length,
      events,
      (tx) =>
        this.commands.execute(
          new ApplyListingLifecycleCommand(
            listingId,
            {
              status: after.status,
              isSold: after.isSold,
              isDeleted: after.isDeleted,
              rejectionReason: after.rejectionReason,
              isReserved: after.reservedFor !== null,
            },
            tx,
          ),
        ),
      within,
    );
    return { state: after, events };
  }
}
