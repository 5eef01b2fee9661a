import { Global, Module } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimePublisher } from './realtime.publisher';

@Global()
@Module({ providers: [RealtimeGateway, RealtimePublisher], exports: [RealtimePublisher] })
export class RealtimeModule {}
