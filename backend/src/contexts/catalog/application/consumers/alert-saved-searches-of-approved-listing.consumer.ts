import { CommandBus } from '@nestjs/cqrs';
import { Consumer, DurableConsumer, streamNumber } from '../../../../platform/event-store/durable-consumer';
import type { StoredEvent } from '../../../../platform/event-store/event-store';
import { NotificationToSend, NotifyUsersCommand } from '../../../notifications/application/commands/notify-users.command';
import type { ListingEvent } from '../../domain/listing-lifecycle';
import { savedSearchLink } from '../../domain/saved-search';
import { SavedSearchMatcher } from '../../infrastructure/saved-search-matcher';

/** The longest app path a notification may carry; a longer search link opens the coin instead. */
const LINK_MAX = 300;

/**
 * When a listing is approved, the owners of the saved searches it matches (browse's rules; never its
 * seller) are told, one unread `saved-search-matches` notification per saved search: grouped by
 * `saved-search-<id>`, so further matches update it and Notifications counts them in `count`
 * (decisions/0066). Each (search, listing) is alerted once, whatever redeliveries or re-approvals.
 */
@Consumer()
export class AlertSavedSearchesOfApprovedListingConsumer implements DurableConsumer {
  readonly name = 'catalog.alert-saved-searches';
  readonly eventTypes = ['ListingApproved'] satisfies ListingEvent['type'][];
  readonly startFrom = 'end';

  constructor(
    private readonly matcher: SavedSearchMatcher,
    private readonly commands: CommandBus,
  ) {}

  async handle(event: StoredEvent): Promise<void> {
    const found = await this.matcher.matchApproved(streamNumber(event), event.globalPosition);
    if (!found?.matches.length) return;
    const { listing, matches } = found;
    await this.commands.execute(
      new NotifyUsersCommand(
        `${this.name}:${event.globalPosition}`,
        matches.map(({ savedSearchId, userId, name, filters }): NotificationToSend => {
          const searchLink = savedSearchLink(filters);
          return {
            userId,
            type: 'saved-search-matches',
            params: { searchId: savedSearchId, name, search: filters.search ?? null, count: 1, coinId: listing.id, coinTitle: listing.title },
            link: searchLink.length <= LINK_MAX ? searchLink : `/coin/${listing.id}`,
            groupKey: `saved-search-${savedSearchId}`,
          };
        }),
      ),
    );
  }
}
