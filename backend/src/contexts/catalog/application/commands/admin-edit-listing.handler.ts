import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AdminListingEdits } from '../../infrastructure/admin-listing-edits';
import { CoinEntity } from '../../infrastructure/coin.entity';
import { CoinViews } from '../../infrastructure/coin-views';
import { ListingStreams } from '../../infrastructure/listing-streams';
import type { CoinView } from '../coin-view';
import { AdminEditListingCommand } from './admin-edit-listing.command';

@CommandHandler(AdminEditListingCommand)
export class AdminEditListingHandler implements ICommandHandler<AdminEditListingCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly listings: ListingStreams,
    private readonly views: CoinViews,
    private readonly edits: AdminListingEdits,
  ) {}

  async execute({ admin, listingId, changes }: AdminEditListingCommand): Promise<CoinView> {
    const edit = await this.edits.prepare(listingId, changes);
    await this.listings.execute(listingId, { kind: 'recordAdminEdit', changes: edit.changes, previous: edit.previous, flags: edit.flags, actor: admin }, { alongside: edit.write });
    return this.views.one(await this.em.fork().findOneOrFail(CoinEntity, { id: listingId }), admin);
  }
}
