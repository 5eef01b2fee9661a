import { Command } from '@nestjs/cqrs';

/**
 * An admin hides a listing after a report (a recorded event of the listing's stream with the reason):
 * it disappears from browse, search, the coin page for others, sitemaps and watchlists, and the seller
 * sees it as hidden with the reason. Hiding a hidden listing is a no-op. Unknown listing: NotFound.
 */
export class HideListingCommand extends Command<void> {
  constructor(
    readonly listingId: number,
    readonly adminId: number,
    readonly reason: string,
  ) {
    super();
  }
}
