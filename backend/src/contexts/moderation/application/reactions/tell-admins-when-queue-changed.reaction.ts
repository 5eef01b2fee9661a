import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { RealtimePublisher } from '../../../../platform/realtime/realtime.publisher';
import { ListingReviewChangedEvent } from '../../../catalog/application/events/listing-review-changed.event';

/** The socket event admins' queue screens refetch on (decisions/0063). */
export const QUEUE_CHANGED = 'moderation:queue-changed';

/** Tells every admin's socket that a listing in (or leaving) the review queue changed: `{coinId}`. */
@EventsHandler(ListingReviewChangedEvent)
export class TellAdminsWhenQueueChangedReaction implements IEventHandler<ListingReviewChangedEvent> {
  constructor(private readonly realtime: RealtimePublisher) {}

  handle(event: ListingReviewChangedEvent): void {
    this.realtime.toAdmins(QUEUE_CHANGED, { coinId: event.listingId });
  }
}
