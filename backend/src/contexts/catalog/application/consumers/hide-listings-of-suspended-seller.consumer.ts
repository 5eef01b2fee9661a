import { Consumer, DurableConsumer } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { USER_SUSPENDED, USER_SUSPENSION_LIFTED, UserSuspendedData, UserSuspensionLiftedData } from '../../../identity/application/events/user-stream.events';
import { SuspendedSellers } from '../../infrastructure/suspended-sellers.store';

/**
 * A suspended seller's listings leave public sight until the suspension is lifted or runs out
 * (decisions/0083): browse, search, counts, coin pages, similar coins, sitemaps, crawler pages,
 * watchlists and saved-search alerts all read the `seller_suspended` flag this keeps; the expiry
 * sweep shows them again when the end passes. Starts from the beginning, so suspensions made before
 * the Catalog knew of them count; one that has already run out hides nothing.
 */
@Consumer()
export class HideListingsOfSuspendedSellerConsumer implements DurableConsumer {
  readonly name = 'catalog.hide-listings-of-suspended-seller';
  readonly eventTypes = [USER_SUSPENDED, USER_SUSPENSION_LIFTED];
  readonly startFrom = 'beginning' as const;

  constructor(private readonly sellers: SuspendedSellers) {}

  async handle(event: StoredEvent): Promise<void> {
    if (event.type === USER_SUSPENSION_LIFTED) {
      await this.sellers.lift((event.data as unknown as UserSuspensionLiftedData).userId);
      return;
    }
    const { userId, suspendedUntil } = event.data as unknown as UserSuspendedData;
    const until = new Date(suspendedUntil);
    if (until.getTime() <= Date.now()) await this.sellers.lift(userId);
    else await this.sellers.suspend(userId, until, event.globalPosition);
  }
}
