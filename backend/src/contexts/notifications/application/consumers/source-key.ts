import type { DurableConsumer } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';

/** The NotifyUsersCommand source of a producer's event: the same event, delivered again, notifies no one twice. */
export const sourceKeyOf = (consumer: DurableConsumer, event: StoredEvent): string => `${consumer.name}:${event.globalPosition}`;
