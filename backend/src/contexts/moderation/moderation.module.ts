import { Module } from '@nestjs/common';
import { TellAdminsWhenQueueChangedConsumer } from './application/consumers/tell-admins-when-queue-changed.consumer';
import { ApproveManyHandler } from './application/commands/approve-many.handler';
import { ClaimListingHandler } from './application/commands/claim-listing.handler';
import { DecideListingHandler } from './application/commands/decide-listing.handler';
import { ReleaseClaimHandler } from './application/commands/release-claim.handler';
import { GetListingHistoryHandler } from './application/queries/get-listing-history.handler';
import { GetQueueOverviewHandler } from './application/queries/get-queue-overview.handler';
import { GetReviewQueueHandler } from './application/queries/get-review-queue.handler';
import { AdminModerationController } from './interface/admin-moderation.controller';
import { AdminQueueController } from './interface/admin-queue.controller';

/**
 * Moderation: the admins' use cases on listings (the review queue with claims, flags and bulk
 * approval, review decisions, sale and deletion by an admin, the history, the queue's numbers). It
 * owns no part of a listing's state: decisions and claims are commands to the Catalog, the queue and
 * the history are read through Catalog queries, people are named through Identity (decisions/0060, 0063).
 */
@Module({
  controllers: [AdminModerationController, AdminQueueController],
  providers: [
    DecideListingHandler,
    ClaimListingHandler,
    ReleaseClaimHandler,
    ApproveManyHandler,
    GetListingHistoryHandler,
    GetReviewQueueHandler,
    GetQueueOverviewHandler,
    TellAdminsWhenQueueChangedConsumer,
  ],
})
export class ModerationModule {}
