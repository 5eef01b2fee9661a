import { Consumer, DurableConsumer, streamNumber } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { RealtimePublisher } from '../../../../platform/realtime/realtime.publisher';
import { REVIEW_QUEUE_EVENT_TYPES } from '../../../catalog/application/events/listing-stream.events';

/** The socket event admins' queue screens refetch on (decisions/0063). */
export const QUEUE_CHANGED = 'moderation:queue-changed';

/**
 * Tells every admin's socket `{coinId}` when a listing in (or leaving) the review queue changed, from
 * the listing stream's events (decisions/0068). The events one command appends together (a submission
 * and its flags) share their stream and time: they are told once.
 */
@Consumer()
export class TellAdminsWhenQueueChangedConsumer implements DurableConsumer {
  readonly name = 'moderation.tell-admins-when-queue-changed';
  readonly eventTypes = REVIEW_QUEUE_EVENT_TYPES;
  /** A push is for whoever is looking now: a first run does not replay the store's history to sockets. */
  readonly startFrom = 'end';
  private lastTold: { streamId: string; at: number } | null = null;

  constructor(private readonly realtime: RealtimePublisher) {}

  handle(event: StoredEvent): Promise<void> {
    const at = event.occurredAt.getTime();
    if (this.lastTold?.streamId !== event.streamId || this.lastTold.at !== at) {
      this.realtime.toAdmins(QUEUE_CHANGED, { coinId: streamNumber(event) });
      this.lastTold = { streamId: event.streamId, at };
    }
    return Promise.resolve();
  }
}
