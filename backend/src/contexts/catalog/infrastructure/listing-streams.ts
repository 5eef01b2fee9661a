import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandOutcome, CommandRunner } from '../../../platform/event-store/command-runner';
import { EventStore, StoredEvent } from '../../../platform/event-store/event-store';
import { DuplicateCertificateError } from '../domain/certification';
import { LifecycleCommand, ListingEvent, listingLifecycle, ListingLifecycleState } from '../domain/listing-lifecycle';
import { projectListingReview } from './listing-review-projection';
import { projectListingLifecycle } from './listing-row-projection';

export const listingStream = (listingId: number): string => `listing-${listingId}`;

/** How many times reserving (or undoing a reservation) decides when racing appends win (decisions/0042). */
export const RACING_ATTEMPTS = 5;

/** The partial unique index that keeps a certificate on one live listing (migration 20261127010000). */
export const LIVE_CERTIFICATE_INDEX = 'coins_live_certificate_unique';

export interface ListingCommandOptions {
  /**
   * Writes more of the listing's row in the append's transaction, before its lifecycle fields are
   * projected: the row itself when the listing is created, its content when it is edited.
   */
  alongside?: (tx: EntityManager) => Promise<void>;
  /** See RunOptions.attempts. */
  attempts?: number;
}

/**
 * The listing aggregate's stream `listing-<id>`: commands run through the one CommandRunner and
 * project onto the row and the review read models. Other contexts react to the stream's events
 * through durable consumers reading the event store (decisions/0068); nothing is published here.
 */
@Injectable()
export class ListingStreams {
  constructor(
    private readonly runner: CommandRunner,
    private readonly store: EventStore,
  ) {}

  /** Every stored event of the listing, oldest first (its history). */
  history(listingId: number): Promise<StoredEvent[]> {
    return this.store.readStream(listingStream(listingId));
  }

  /**
   * Runs a command on the listing's stream. A row whose certificate another live listing holds fails
   * the append's transaction on the unique index, whoever raced: that is a 409, and nothing is kept.
   */
  async execute(listingId: number, command: LifecycleCommand, options: ListingCommandOptions = {}): Promise<CommandOutcome<ListingLifecycleState, ListingEvent>> {
    try {
      return await this.runner.run(listingLifecycle, listingStream(listingId), command, {
        attempts: options.attempts,
        project: async (tx, { state, stored }) => {
          await options.alongside?.(tx);
          if (!state) return;
          await projectListingReview(tx, listingId, state, stored);
          await projectListingLifecycle(tx, listingId, state);
        },
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && error.message.includes(LIVE_CERTIFICATE_INDEX)) throw new DuplicateCertificateError();
      throw error;
    }
  }

  /** The listing's current state from its stream (null for an unknown listing). */
  state(listingId: number): Promise<ListingLifecycleState> {
    return this.runner.state(listingLifecycle, listingStream(listingId));
  }
}
