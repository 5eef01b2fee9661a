import { Module, OnModuleInit } from '@nestjs/common';
import { BullModule, InjectQueue } from '@nestjs/bullmq';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Queue } from 'bullmq';
import { QueueDashboard } from '../../platform/queues/queue-dashboard';
import { QueueDashboardModule } from '../../platform/queues/queue-dashboard.module';
import { workerProviders } from '../../platform/queues/queues.module';
import { PushOfferChangesConsumer } from './application/consumers/push-offer-changes.consumer';
import { ReleaseOfferWhenReservationReleasedConsumer } from './application/consumers/release-offer-when-reservation-released.consumer';
import { WithdrawOffersWhenAcceptedConsumer } from './application/consumers/withdraw-offers-when-accepted.consumer';
import { WithdrawOffersWhenListingGoneConsumer } from './application/consumers/withdraw-offers-when-listing-gone.consumer';
import { DecideOfferHandler } from './application/commands/decide-offer.handler';
import { MakeOfferHandler } from './application/commands/make-offer.handler';
import { SweepOfferDeadlinesHandler } from './application/commands/sweep-offer-deadlines.handler';
import { CountAwaitingOffersHandler } from './application/queries/count-awaiting-offers.handler';
import { ListConversationOffersHandler } from './application/queries/list-conversation-offers.handler';
import { OfferDeadlinesProcessor } from './infrastructure/offer-deadlines.processor';
import { OFFER_DEADLINES_QUEUE } from './infrastructure/offer-deadlines.queue';
import { OfferDeadlinesSchedule } from './infrastructure/offer-deadlines.schedule';
import { OfferEntity } from './infrastructure/offer.entity';
import { OfferStreams } from './infrastructure/offer-streams';
import { OfferViews } from './infrastructure/offer-views';
import { OffersController } from './interface/offers.controller';

/** Offers: event-sourced price offers in a conversation that negotiate (stream offer-<id>, read model `offers`, a 48-hour clock swept every minute). */
@Module({
  imports: [MikroOrmModule.forFeature([OfferEntity]), BullModule.registerQueue({ name: OFFER_DEADLINES_QUEUE }), QueueDashboardModule],
  controllers: [OffersController],
  providers: [
    OfferStreams,
    OfferViews,
    MakeOfferHandler,
    DecideOfferHandler,
    SweepOfferDeadlinesHandler,
    ListConversationOffersHandler,
    CountAwaitingOffersHandler,
    WithdrawOffersWhenListingGoneConsumer,
    WithdrawOffersWhenAcceptedConsumer,
    ReleaseOfferWhenReservationReleasedConsumer,
    PushOfferChangesConsumer,
    ...workerProviders([OfferDeadlinesProcessor, OfferDeadlinesSchedule]),
  ],
})
export class OffersModule implements OnModuleInit {
  constructor(
    private readonly dashboard: QueueDashboard,
    @InjectQueue(OFFER_DEADLINES_QUEUE) private readonly deadlines: Queue,
  ) {}

  onModuleInit(): void {
    this.dashboard.add(this.deadlines);
  }
}
