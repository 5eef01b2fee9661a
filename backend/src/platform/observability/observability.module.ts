import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { Metrics } from './metrics';
import { MetricsController } from './metrics.controller';

@Global()
@Module({
  controllers: [HealthController, MetricsController],
  providers: [Metrics],
  exports: [Metrics],
})
export class ObservabilityModule {}
