import { Module } from '@nestjs/common';
import { DecideListingHandler } from './application/commands/decide-listing.handler';
import { DeleteListingHandler } from './application/commands/delete-listing.handler';
import { MarkListingSoldHandler } from './application/commands/mark-listing-sold.handler';
import { RecordAdminEditHandler } from './application/commands/record-admin-edit.handler';
import { ResubmitListingHandler } from './application/commands/resubmit-listing.handler';
import { SubmitListingHandler } from './application/commands/submit-listing.handler';
import { GetListingHistoryHandler } from './application/queries/get-listing-history.handler';
import { Actors } from './infrastructure/actors';
import { ListingStreams } from './infrastructure/listing-streams';
import { AdminModerationController } from './interface/admin-moderation.controller';
import { ListingLifecycleController } from './interface/listing-lifecycle.controller';

/** Moderation: the event-sourced lifecycle of every listing (review, sale, deletion) and its audit trail. */
@Module({
  controllers: [ListingLifecycleController, AdminModerationController],
  providers: [
    ListingStreams,
    Actors,
    SubmitListingHandler,
    ResubmitListingHandler,
    RecordAdminEditHandler,
    DecideListingHandler,
    MarkListingSoldHandler,
    DeleteListingHandler,
    GetListingHistoryHandler,
  ],
})
export class ModerationModule {}
