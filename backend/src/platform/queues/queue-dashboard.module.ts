import { Module } from '@nestjs/common';
import { QueueDashboard } from './queue-dashboard';

/** Imported by every context that has queues, so that it can show them on the dashboard. */
@Module({
  providers: [QueueDashboard],
  exports: [QueueDashboard],
})
export class QueueDashboardModule {}
