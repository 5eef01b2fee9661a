import { Module } from '@nestjs/common';
import { CatalogModule } from './contexts/catalog/catalog.module';
import { IdentityModule } from './contexts/identity/identity.module';
import { MessagingModule } from './contexts/messaging/messaging.module';
import { ModerationModule } from './contexts/moderation/moderation.module';
import { NotificationsModule } from './contexts/notifications/notifications.module';
import { OffersModule } from './contexts/offers/offers.module';
import { ReviewsModule } from './contexts/reviews/reviews.module';
import { SubscriptionsModule } from './contexts/subscriptions/subscriptions.module';
import { PlatformModule } from './platform/platform.module';

@Module({
  imports: [PlatformModule, IdentityModule, CatalogModule, ModerationModule, SubscriptionsModule, MessagingModule, OffersModule, ReviewsModule, NotificationsModule],
})
export class AppModule {}
