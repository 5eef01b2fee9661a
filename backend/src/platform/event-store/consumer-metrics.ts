import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { Metrics } from '../observability/metrics';
import { ConsumerStatus, ConsumerStatusView } from './consumer-status';

/**
 * `consumer_lag_events{consumer}` and `consumer_parked_total{consumer}` on /metrics, read from
 * PostgreSQL at each scrape, so any process (an API process serves /metrics) reports every consumer.
 * While the database cannot be read, the last values stay.
 */
@Injectable()
export class ConsumerMetrics implements OnModuleInit {
  private readonly logger = new Logger('DurableConsumers');
  /** The status being read: both gauges of one scrape (collected at once) share one read. */
  private reading: Promise<ConsumerStatusView[]> | null = null;

  constructor(
    private readonly metrics: Metrics,
    private readonly status: ConsumerStatus,
  ) {}

  onModuleInit(): void {
    const read = (): Promise<ConsumerStatusView[]> => {
      this.reading ??= this.status.all().finally(() => (this.reading = null));
      return this.reading;
    };
    const gauge = (name: string, help: string, value: (status: ConsumerStatusView) => number) => {
      const logger = this.logger;
      return new Gauge({
        name,
        help,
        labelNames: ['consumer'] as const,
        registers: [this.metrics.registry],
        async collect() {
          try {
            for (const status of await read()) this.set({ consumer: status.name }, value(status));
          } catch (error) {
            logger.warn(`could not read the consumers' status for ${name}: ${String(error)}`);
          }
        },
      });
    };
    gauge('consumer_lag_events', 'Committed events of its types after the durable consumer\'s checkpoint: what it has still to handle (counted up to 1,000,000)', (status) => status.lag);
    gauge('consumer_parked_total', 'Events the durable consumer parked that no retry has resolved', (status) => status.parked);
  }
}
