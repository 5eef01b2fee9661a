import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AddCommentHandler } from './application/commands/add-comment.handler';
import { AdminEditListingHandler } from './application/commands/admin-edit-listing.handler';
import { ApplyListingLifecycleHandler } from './application/commands/apply-listing-lifecycle.handler';
import { CreateListingHandler } from './application/commands/create-listing.handler';
import { EditOwnListingHandler } from './application/commands/edit-own-listing.handler';
import { GetListingHandler } from './application/queries/get-listing.handler';
import { GetListingStatsHandler } from './application/queries/get-listing-stats.handler';
import { GetListingSummariesHandler } from './application/queries/get-listing-summaries.handler';
import { GetSellerProfileHandler } from './application/queries/get-seller-profile.handler';
import { CountConversationWhenStartedReaction } from './application/reactions/count-conversation-when-started.reaction';
import { ListCommentsHandler } from './application/queries/list-comments.handler';
import { ListListingsForAdminHandler } from './application/queries/list-listings-for-admin.handler';
import { ListMyListingsHandler } from './application/queries/list-my-listings.handler';
import { ListSellerListingsHandler } from './application/queries/list-seller-listings.handler';
import { ListSimilarListingsHandler } from './application/queries/list-similar-listings.handler';
import { SearchListingsHandler } from './application/queries/search-listings.handler';
import { ListSitemapFilesHandler } from './application/queries/list-sitemap-files.handler';
import { ListSitemapPagesHandler } from './application/queries/list-sitemap-pages.handler';
import { CoinEntity } from './infrastructure/coin.entity';
import { CoinViews } from './infrastructure/coin-views';
import { CommentEntity } from './infrastructure/comment.entity';
import { CommentViews } from './infrastructure/comment-views';
import { ImageProcessor } from './infrastructure/image-processor';
import { ListingPictures } from './infrastructure/listing-pictures';
import { ListingQuotaStore } from './infrastructure/listing-quota.store';
import { ListingSearch } from './infrastructure/listing-search';
import { ListingPagesCache } from './infrastructure/listing-pages-cache';
import { SearchGlossaryStore } from './infrastructure/search-glossary.store';
import { SimilarListings } from './infrastructure/similar-listings';
import { imageStorageProvider } from './infrastructure/storage/image-storage.provider';
import { Viewers } from './infrastructure/viewers';
import { VisibleListings } from './infrastructure/visible-listings';
import { AdminCoinsController } from './interface/admin-coins.controller';
import { CatalogWebPages } from './interface/catalog-web-pages';
import { CoinsController } from './interface/coins.controller';
import { CommentsController } from './interface/comments.controller';
import { MyCoinsController } from './interface/my-coins.controller';
import { SellersController } from './interface/sellers.controller';
import { SimilarCoinsController } from './interface/similar-coins.controller';

/** Catalog: listings' content, pictures, browse and search, comments, monthly listing limits. */
@Module({
  imports: [MikroOrmModule.forFeature([CoinEntity, CommentEntity])],
  controllers: [CoinsController, MyCoinsController, SellersController, CommentsController, AdminCoinsController, SimilarCoinsController],
  providers: [
    imageStorageProvider,
    ImageProcessor,
    ListingPictures,
    ListingSearch,
    ListingPagesCache,
    SearchGlossaryStore,
    SimilarListings,
    CatalogWebPages,
    ListingQuotaStore,
    CoinViews,
    CommentViews,
    Viewers,
    VisibleListings,
    CreateListingHandler,
    EditOwnListingHandler,
    AdminEditListingHandler,
    ApplyListingLifecycleHandler,
    AddCommentHandler,
    SearchListingsHandler,
    GetListingHandler,
    ListMyListingsHandler,
    ListSellerListingsHandler,
    ListSimilarListingsHandler,
    GetSellerProfileHandler,
    ListListingsForAdminHandler,
    ListCommentsHandler,
    GetListingSummariesHandler,
    GetListingStatsHandler,
    ListSitemapFilesHandler,
    ListSitemapPagesHandler,
    CountConversationWhenStartedReaction,
  ],
})
export class CatalogModule {}
