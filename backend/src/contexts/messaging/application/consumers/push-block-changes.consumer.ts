import { Consumer, DurableConsumer } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { RealtimePublisher } from '../../../../platform/realtime/realtime.publisher';
import { BlockChangedData, USER_BLOCKED, USER_UNBLOCKED } from '../events/block-stream.events';

/**
 * A block or unblock pushes `conversations:changed` to both people (decisions/0084), so an open
 * conversation shows at once that nobody can write in it (or that they can again). The payload is
 * empty: each reads their conversations again and sees what they may. Not a notification.
 */
@Consumer()
export class PushBlockChangesConsumer implements DurableConsumer {
  readonly name = 'messaging.push-block-changes';
  readonly eventTypes = [USER_BLOCKED, USER_UNBLOCKED];
  /** A push is for whoever is looking now. */
  readonly startFrom = 'end';

  constructor(private readonly realtime: RealtimePublisher) {}

  handle(event: StoredEvent): Promise<void> {
    const { blockerId, blockedId } = event.data as unknown as BlockChangedData;
    for (const userId of [blockerId, blockedId]) this.realtime.toUser(userId, 'conversations:changed', {});
    return Promise.resolve();
  }
}
