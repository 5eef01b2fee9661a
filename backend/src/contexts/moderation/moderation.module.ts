import { Module } from '@nestjs/common';
import { CarryOutReportActionsConsumer } from './application/consumers/carry-out-report-actions.consumer';
import { TellAdminsWhenQueueChangedConsumer } from './application/consumers/tell-admins-when-queue-changed.consumer';
import { TellAdminsWhenReportsChangedConsumer } from './application/consumers/tell-admins-when-reports-changed.consumer';
import { ActOnReportsHandler } from './application/commands/act-on-reports.handler';
import { ApproveManyHandler } from './application/commands/approve-many.handler';
import { ClaimListingHandler } from './application/commands/claim-listing.handler';
import { DecideListingHandler } from './application/commands/decide-listing.handler';
import { FileReportHandler } from './application/commands/file-report.handler';
import { ReleaseClaimHandler } from './application/commands/release-claim.handler';
import { GetListingHistoryHandler } from './application/queries/get-listing-history.handler';
import { GetQueueOverviewHandler } from './application/queries/get-queue-overview.handler';
import { GetReviewQueueHandler } from './application/queries/get-review-queue.handler';
import { ListReportsHandler } from './application/queries/list-reports.handler';
import { ReportTargets } from './application/report-targets';
import { ReportsStore } from './infrastructure/reports.store';
import { AdminModerationController } from './interface/admin-moderation.controller';
import { AdminQueueController } from './interface/admin-queue.controller';
import { AdminReportsController } from './interface/admin-reports.controller';
import { ReportsController } from './interface/reports.controller';

/**
 * Moderation: the admins' use cases on listings (the review queue with claims, flags and bulk
 * approval, review decisions, sale and deletion by an admin, the history, the queue's numbers). It
 * owns no part of a listing's state: decisions and claims are commands to the Catalog, the queue and
 * the history are read through Catalog queries, people are named through Identity (decisions/0060, 0063).
 * It owns the reports people file and the admins' actions on them (decisions/0082), carried out
 * through the Catalog's and Identity's commands by a durable consumer. Admins' sockets are told when
 * the queue or the reports change (decisions/0063, 0093).
 */
@Module({
  controllers: [AdminModerationController, AdminQueueController, ReportsController, AdminReportsController],
  providers: [
    DecideListingHandler,
    ClaimListingHandler,
    ReleaseClaimHandler,
    ApproveManyHandler,
    GetListingHistoryHandler,
    GetReviewQueueHandler,
    GetQueueOverviewHandler,
    TellAdminsWhenQueueChangedConsumer,
    ReportsStore,
    ReportTargets,
    FileReportHandler,
    ActOnReportsHandler,
    ListReportsHandler,
    CarryOutReportActionsConsumer,
    TellAdminsWhenReportsChangedConsumer,
  ],
})
export class ModerationModule {}
