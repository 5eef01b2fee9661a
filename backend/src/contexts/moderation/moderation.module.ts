import { Module } from '@nestjs/common';
import { DecideListingHandler } from './application/commands/decide-listing.handler';
import { DeleteListingHandler } from './application/commands/delete-listing.handler';
import { MarkListingSoldHandler } from './application/commands/mark-listing-sold.handler';
import { RecordAdminEditHandler } from './application/commands/record-admin-edit.handler';
import { ReleaseListingReservationHandler } from './application/commands/release-listing-reservation.handler';
import { ReserveListingHandler } from './application/commands/reserve-listing.handler';
import { UndoListingReservationHandler } from './application/commands/undo-listing-reservation.handler';
import { RecordSellerEditHandler } from './application/commands/record-seller-edit.handler';
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
    RecordSellerEditHandler,
    RecordAdminEditHandler,
    DecideListingHandler,
    MarkListingSoldHandler,
    DeleteListingHandler,
    ReserveListingHandler,
    ReleaseListingReservationHandler,
    UndoListingReservationHandler,
    GetListingHistoryHandler,
  ],
})
export class ModerationModule {}
