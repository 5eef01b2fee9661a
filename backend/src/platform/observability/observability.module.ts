import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { Metrics, MetricsController } from './metrics';

@Global()
@Module({
  controllers: [HealthController, MetricsController],
  providers: [Metrics],
  exports: [Metrics],
})
export class ObservabilityModule {}
