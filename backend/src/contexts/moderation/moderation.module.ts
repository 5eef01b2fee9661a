import { Module } from '@nestjs/common';
import { DecideListingHandler } from './application/commands/decide-listing.handler';
import { GetListingHistoryHandler } from './application/queries/get-listing-history.handler';
import { AdminModerationController } from './interface/admin-moderation.controller';

/**
 * Moderation: the admins' use cases on listings (review decisions, sale and deletion by an admin,
 * the history). It owns no part of a listing's state: decisions are commands to the Catalog, the
 * history is read through a Catalog query (decisions/0060).
 */
@Module({
  controllers: [AdminModerationController],
  providers: [DecideListingHandler, GetListingHistoryHandler],
})
export class ModerationModule {}
