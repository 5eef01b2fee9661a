import { Injectable, SetMetadata } from '@nestjs/common';
import { StoredEvent } from './event-store';

/**
 * A reaction that must not be lost: it reads the event store in commit order from a checkpoint kept
 * in PostgreSQL, in the worker role, at least once (decisions/0064). `handle` must therefore be
 * idempotent: the same event may arrive again after a crash between the effect and the checkpoint.
 */
export interface DurableConsumer {
  /** Stable and unique: the key of its checkpoint, its lock and its parked events (e.g. `offers.withdraw-when-listing-gone`). */
  readonly name: string;
  /** The event types it handles; the others are passed over (its checkpoint still moves past them). */
  readonly eventTypes: readonly string[];
  /** Throwing retries the event with backoff; after the last try the event is parked and the consumer goes on. */
  handle(event: StoredEvent): Promise<void>;
  /**
   * Where a consumer that has no checkpoint yet begins (optional; default `beginning`): `beginning`
   * handles every stored event; `end` begins after the events committed when it first runs, for
   * effects that only matter for what happens from now on (a socket push, a notification). Once it
   * has a checkpoint this is never read again.
   */
  readonly startFrom?: 'beginning' | 'end';
}

export const DURABLE_CONSUMER = Symbol('durable-consumer');

/** Marks a provider as a durable consumer; the consumer runner finds every one through Nest's discovery. */
export const Consumer = (): ClassDecorator => (target) => {
  SetMetadata(DURABLE_CONSUMER, true)(target);
  Injectable()(target);
};

/** The listing id of an event in a `listing-<id>` stream (and the like: `offer-<id>`, `conversation-<id>`). */
export function streamNumber(event: StoredEvent): number {
  const id = Number(event.streamId.slice(event.streamId.lastIndexOf('-') + 1));
  if (!Number.isSafeInteger(id)) throw new Error(`stream ${event.streamId} has no number`);
  return id;
}
