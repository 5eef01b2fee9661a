import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { CountConversationsWhenStartedConsumer } from './application/consumers/count-conversations-when-started.consumer';
import { AlertSavedSearchesOfApprovedListingConsumer } from './application/consumers/alert-saved-searches-of-approved-listing.consumer';
import { NotifyWatchersOfPriceDropConsumer } from './application/consumers/notify-watchers-of-price-drop.consumer';
import { NotifyWatchersWhenSoldConsumer } from './application/consumers/notify-watchers-when-sold.consumer';
import { DeleteSavedSearchHandler } from './application/commands/delete-saved-search.handler';
import { SaveSearchHandler } from './application/commands/save-search.handler';
import { UnwatchListingHandler } from './application/commands/unwatch-listing.handler';
import { WatchListingHandler } from './application/commands/watch-listing.handler';
import { ListSavedSearchesHandler } from './application/queries/list-saved-searches.handler';
import { ListWatchlistHandler } from './application/queries/list-watchlist.handler';
import { ListingWatches } from './infrastructure/listing-watches.store';
import { SavedSearchColumns } from './infrastructure/saved-search-columns';
import { SavedSearchMatcher } from './infrastructure/saved-search-matcher';
import { SavedSearches } from './infrastructure/saved-searches.store';
import { SavedSearchesController } from './interface/saved-searches.controller';
import { WatchlistController } from './interface/watchlist.controller';
import { AddCommentHandler } from './application/commands/add-comment.handler';
import { AdminEditListingHandler } from './application/commands/admin-edit-listing.handler';
import { ApproveListingsHandler } from './application/commands/approve-listings.handler';
import { BackfillPictureHashesHandler } from './application/commands/backfill-picture-hashes.handler';
import { ClaimListingForReviewHandler } from './application/commands/claim-listing-for-review.handler';
import { CreateListingHandler } from './application/commands/create-listing.handler';
import { DeleteListingHandler } from './application/commands/delete-listing.handler';
import { EditOwnListingHandler } from './application/commands/edit-own-listing.handler';
import { MarkListingSoldHandler } from './application/commands/mark-listing-sold.handler';
import { ReleaseListingReservationHandler } from './application/commands/release-listing-reservation.handler';
import { ReleaseReviewClaimHandler } from './application/commands/release-review-claim.handler';
import { ReserveListingHandler } from './application/commands/reserve-listing.handler';
import { ReviewListingHandler } from './application/commands/review-listing.handler';
import { UndoListingReservationHandler } from './application/commands/undo-listing-reservation.handler';
import { GetListingHandler } from './application/queries/get-listing.handler';
import { GetListingEventsHandler } from './application/queries/get-listing-events.handler';
import { GetListingQuotaUsageHandler } from './application/queries/get-listing-quota-usage.handler';
import { GetListingStatsHandler } from './application/queries/get-listing-stats.handler';
import { GetReviewOverviewHandler } from './application/queries/get-review-overview.handler';
import { GetListingSummariesHandler } from './application/queries/get-listing-summaries.handler';
import { GetSellerProfileHandler } from './application/queries/get-seller-profile.handler';
import { ListCommentsHandler } from './application/queries/list-comments.handler';
import { ListListingsForAdminHandler } from './application/queries/list-listings-for-admin.handler';
import { ListMyListingsHandler } from './application/queries/list-my-listings.handler';
import { ListReviewQueueHandler } from './application/queries/list-review-queue.handler';
import { ListSellerListingsHandler } from './application/queries/list-seller-listings.handler';
import { ListSimilarListingsHandler } from './application/queries/list-similar-listings.handler';
import { SearchListingsHandler } from './application/queries/search-listings.handler';
import { ListSitemapFilesHandler } from './application/queries/list-sitemap-files.handler';
import { ListSitemapPagesHandler } from './application/queries/list-sitemap-pages.handler';
import { AdminListingEdits } from './infrastructure/admin-listing-edits';
import { CoinEntity } from './infrastructure/coin.entity';
import { CoinViews } from './infrastructure/coin-views';
import { CommentEntity } from './infrastructure/comment.entity';
import { CommentViews } from './infrastructure/comment-views';
import { ImageProcessor } from './infrastructure/image-processor';
import { ListingEditFlags } from './infrastructure/listing-edit-flags';
import { ListingFlagger } from './infrastructure/listing-flagger';
import { ListingPictures } from './infrastructure/listing-pictures';
import { ListingQuotaStore } from './infrastructure/listing-quota.store';
import { ListingSearch } from './infrastructure/listing-search';
import { ListingStreams } from './infrastructure/listing-streams';
import { ListingPagesCache } from './infrastructure/listing-pages-cache';
import { PictureHashBackfill } from './infrastructure/picture-hash-backfill';
import { PictureHashes } from './infrastructure/picture-hashes.store';
import { ReviewQueue } from './infrastructure/review-queue';
import { SearchGlossaryStore } from './infrastructure/search-glossary.store';
import { SimilarListings } from './infrastructure/similar-listings';
import { SimilarListingPrices } from './infrastructure/similar-prices';
import { imageStorageProvider } from './infrastructure/storage/image-storage.provider';
import { VisibleListings } from './infrastructure/visible-listings';
import { AdminCoinsController } from './interface/admin-coins.controller';
import { BrowseFastRoute } from './interface/browse-fast-route';
import { CatalogWebPages } from './interface/catalog-web-pages';
import { CoinsController } from './interface/coins.controller';
import { CoinVocabularyController } from './interface/coin-vocabulary.controller';
import { CommentsController } from './interface/comments.controller';
import { ListingLifecycleController } from './interface/listing-lifecycle.controller';
import { MyCoinsController } from './interface/my-coins.controller';
import { SellersController } from './interface/sellers.controller';
import { SimilarCoinsController } from './interface/similar-coins.controller';

import { BullModule } from '@nestjs/bullmq';
import { workerProviders } from '../../platform/queues/queues.module';
import { HideListingHandler } from './application/commands/hide-listing.handler';
import { HideListingsOfSuspendedSellerConsumer } from './application/consumers/hide-listings-of-suspended-seller.consumer';
import { SuspendedSellers } from './infrastructure/suspended-sellers.store';
import { SUSPENSION_EXPIRY_QUEUE } from './infrastructure/suspension-expiry.queue';
import { SuspensionExpiryProcessor } from './infrastructure/suspension-expiry.processor';
import { SuspensionExpirySchedule } from './infrastructure/suspension-expiry.schedule';
/**
 * Catalog: listings (each an event-sourced aggregate, stream `listing-<id>`, projected onto its row:
 * submission, review with claims and flags, edits, reservation, sale, deletion), their pictures and
 * their perceptual hashes, browse and search, comments, monthly listing limits, the review queue's
 * read models, and what moderators and suspensions hide (decisions/0083).
 */
@Module({
  imports: [MikroOrmModule.forFeature([CoinEntity, CommentEntity]), BullModule.registerQueue({ name: SUSPENSION_EXPIRY_QUEUE })],
  controllers: [CoinsController, ListingLifecycleController, MyCoinsController, SellersController, CommentsController, AdminCoinsController, SimilarCoinsController, WatchlistController, SavedSearchesController, CoinVocabularyController],
  providers: [
    imageStorageProvider,
    ImageProcessor,
    ListingPictures,
    ListingSearch,
    ListingPagesCache,
    SearchGlossaryStore,
    SimilarListings,
    CatalogWebPages,
    BrowseFastRoute,
    ListingQuotaStore,
    CoinViews,
    CommentViews,
    VisibleListings,
    ListingStreams,
    PictureHashes,
    PictureHashBackfill,
    SimilarListingPrices,
    ListingFlagger,
    ListingEditFlags,
    AdminListingEdits,
    ReviewQueue,
    CreateListingHandler,
    EditOwnListingHandler,
    AdminEditListingHandler,
    ReviewListingHandler,
    ClaimListingForReviewHandler,
    ReleaseReviewClaimHandler,
    ApproveListingsHandler,
    BackfillPictureHashesHandler,
    MarkListingSoldHandler,
    DeleteListingHandler,
    ReserveListingHandler,
    ReleaseListingReservationHandler,
    UndoListingReservationHandler,
    GetListingEventsHandler,
    AddCommentHandler,
    SearchListingsHandler,
    GetListingHandler,
    ListMyListingsHandler,
    ListSellerListingsHandler,
    ListSimilarListingsHandler,
    GetSellerProfileHandler,
    ListListingsForAdminHandler,
    ListReviewQueueHandler,
    GetReviewOverviewHandler,
    ListCommentsHandler,
    GetListingSummariesHandler,
    GetListingStatsHandler,
    GetListingQuotaUsageHandler,
    ListSitemapFilesHandler,
    ListSitemapPagesHandler,
    CountConversationsWhenStartedConsumer,
    // Watchlist and saved searches (decisions/0066)
    ListingWatches,
    SavedSearches,
    SavedSearchColumns,
    SavedSearchMatcher,
    WatchListingHandler,
    UnwatchListingHandler,
    ListWatchlistHandler,
    SaveSearchHandler,
    DeleteSavedSearchHandler,
    ListSavedSearchesHandler,
    NotifyWatchersOfPriceDropConsumer,
    NotifyWatchersWhenSoldConsumer,
    AlertSavedSearchesOfApprovedListingConsumer,
    // Suspension and hidden listings (decisions/0083)
    HideListingHandler,
    SuspendedSellers,
    HideListingsOfSuspendedSellerConsumer,
    ...workerProviders([SuspensionExpiryProcessor, SuspensionExpirySchedule]),
  ],
})
export class CatalogModule {}
