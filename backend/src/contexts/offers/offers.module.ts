import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DecideOfferHandler } from './application/commands/decide-offer.handler';
import { MakeOfferHandler } from './application/commands/make-offer.handler';
import { CountAwaitingOffersHandler } from './application/queries/count-awaiting-offers.handler';
import { ListConversationOffersHandler } from './application/queries/list-conversation-offers.handler';
import { ReleaseOfferWhenReservationReleasedReaction } from './application/reactions/release-offer-when-reservation-released.reaction';
import { WithdrawOffersWhenListingGoneReaction } from './application/reactions/withdraw-offers-when-listing-gone.reaction';
import { WithdrawOffersWhenListingReservedReaction } from './application/reactions/withdraw-offers-when-listing-reserved.reaction';
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
    WithdrawOffersWhenListingGoneReaction,
    WithdrawOffersWhenListingReservedReaction,
    ReleaseOfferWhenReservationReleasedReaction,
  ],
})
export class OffersModule {}
