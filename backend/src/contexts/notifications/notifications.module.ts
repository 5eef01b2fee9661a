import { Module } from '@nestjs/common';
import { MarkNotificationsReadHandler } from './application/commands/mark-notifications-read.handler';
import { NotifyUsersHandler } from './application/commands/notify-users.handler';
import { RemovePushSubscriptionHandler } from './application/commands/remove-push-subscription.handler';
import { SavePushSubscriptionHandler } from './application/commands/save-push-subscription.handler';
import { UpdateNotificationPreferencesHandler } from './application/commands/update-notification-preferences.handler';
import { NotifyMessageReceiverConsumer } from './application/consumers/notify-message-receiver.consumer';
import { NotifyOfferPartiesConsumer } from './application/consumers/notify-offer-parties.consumer';
import { NotifyBuyerOfSaleConsumer } from './application/consumers/notify-buyer-of-sale.consumer';
import { NotifyReportersConsumer } from './application/consumers/notify-reporters.consumer';
import { NotifyRevieweeConsumer } from './application/consumers/notify-reviewee.consumer';
import { NotifySellerOfHiddenListingConsumer } from './application/consumers/notify-seller-of-hidden-listing.consumer';
import { NotifySellerOfReviewConsumer } from './application/consumers/notify-seller-of-review.consumer';
import { NotifySubscriberConsumer } from './application/consumers/notify-subscriber.consumer';
import { PushNotificationsLiveConsumer } from './application/consumers/push-notifications-live.consumer';
import { SendWebPushConsumer } from './application/consumers/send-web-push.consumer';
import { CountUnreadNotificationsHandler } from './application/queries/count-unread-notifications.handler';
import { GetNotificationPreferencesHandler } from './application/queries/get-notification-preferences.handler';
import { GetPushPublicKeyHandler } from './application/queries/get-push-public-key.handler';
import { ListNotificationsHandler } from './application/queries/list-notifications.handler';
import { NotificationPreferencesStore } from './infrastructure/notification-preferences.store';
import { NotificationStore } from './infrastructure/notification-store';
import { PushSubscriptionsStore } from './infrastructure/push-subscriptions.store';
import { VapidKeys } from './infrastructure/vapid-keys';
import { WebPushSender } from './infrastructure/web-push-sender';
import { NotificationPreferencesController } from './interface/notification-preferences.controller';
import { NotificationsController } from './interface/notifications.controller';
import { PushSubscriptionsController } from './interface/push-subscriptions.controller';

/**
 * Notifications: what users are told (the bell's list, grouped and idempotent by source), their push
 * choices, their browsers' Web Push subscriptions, and the durable consumers that turn other
 * contexts' events into notifications and notifications into socket and Web Push messages (decisions/0065).
 */
@Module({
  controllers: [NotificationsController, NotificationPreferencesController, PushSubscriptionsController],
  providers: [
    NotificationStore,
    NotificationPreferencesStore,
    PushSubscriptionsStore,
    VapidKeys,
    WebPushSender,
    NotifyUsersHandler,
    MarkNotificationsReadHandler,
    UpdateNotificationPreferencesHandler,
    SavePushSubscriptionHandler,
    RemovePushSubscriptionHandler,
    ListNotificationsHandler,
    CountUnreadNotificationsHandler,
    GetNotificationPreferencesHandler,
    GetPushPublicKeyHandler,
    NotifyOfferPartiesConsumer,
    NotifySellerOfReviewConsumer,
    NotifySellerOfHiddenListingConsumer,
    NotifyRevieweeConsumer,
    NotifyBuyerOfSaleConsumer,
    NotifyReportersConsumer,
    NotifyMessageReceiverConsumer,
    NotifySubscriberConsumer,
    PushNotificationsLiveConsumer,
    SendWebPushConsumer,
  ],
})
export class NotificationsModule {}
