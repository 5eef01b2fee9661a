import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PushOfferChangesConsumer } from './application/consumers/push-offer-changes.consumer';
import { ReleaseOfferWhenReservationReleasedConsumer } from './application/consumers/release-offer-when-reservation-released.consumer';
import { WithdrawOffersWhenAcceptedConsumer } from './application/consumers/withdraw-offers-when-accepted.consumer';
import { WithdrawOffersWhenListingGoneConsumer } from './application/consumers/withdraw-offers-when-listing-gone.consumer';
import { DecideOfferHandler } from './application/commands/decide-offer.handler';
import { MakeOfferHandler } from './application/commands/make-offer.handler';
import { CountAwaitingOffersHandler } from './application/queries/count-awaiting-offers.handler';
import { ListConversationOffersHandler } from './application/queries/list-conversation-offers.handler';
import { OfferEntity } from './infrastructure/offer.entity';
import { OfferStreams } from './infrastructure/offer-streams';
import { OfferViews } from './infrastructure/offer-views';
import { OffersController } from './interface/offers.controller';

/** Offers: event-sourced price offers in a conversation (stream offer-<id>, read model `offers`). */
@Module({
  imports: [MikroOrmModule.forFeature([OfferEntity])],
  controllers: [OffersController],
  providers: [
    OfferStreams,
    OfferViews,
    MakeOfferHandler,
    DecideOfferHandler,
    ListConversationOffersHandler,
    CountAwaitingOffersHandler,
    WithdrawOffersWhenListingGoneConsumer,
    WithdrawOffersWhenAcceptedConsumer,
    ReleaseOfferWhenReservationReleasedConsumer,
    PushOfferChangesConsumer,
  ],
})
export class OffersModule {}
