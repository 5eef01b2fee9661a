import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { ConsumersAdminModule } from './event-store/consumers-admin.module';
import { EventStoreModule } from './event-store/event-store.module';
import { ObservabilityModule } from './observability/observability.module';
import { QueuesModule } from './queues/queues.module';
import { RealtimeModule } from './realtime/realtime.module';
import { RedisModule } from './redis/redis.module';
import { SessionModule } from './session/session.module';
import { WebPagesModule } from './http/web-pages';
import { FastRoutesModule } from './http/fast-routes';

/** The shared technical ground every context stands on. */
@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    RedisModule,
    QueuesModule,
    CqrsModule.forRoot(),
    EventStoreModule,
    ConsumersAdminModule,
    SessionModule,
    RealtimeModule,
    ObservabilityModule,
    WebPagesModule,
    FastRoutesModule,
  ],
})
export class PlatformModule {}
