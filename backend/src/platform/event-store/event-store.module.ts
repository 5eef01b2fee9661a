import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CommandRunner } from './command-runner';
import { ConsumerMetrics } from './consumer-metrics';
import { ConsumerRunner } from './consumer-runner';
import { CONSUMER_RUNNER_OPTIONS, DEFAULT_CONSUMER_RUNNER_OPTIONS } from './consumer-runner-options';
import { ConsumerStatus } from './consumer-status';
import { DurableConsumers } from './durable-consumers';
import { EventStore } from './event-store';
import { ParkedEvents } from './parked-events';

/** The event store, the command runner and the durable consumers' runner, status and parked events (decisions/0064). */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [
    EventStore,
    CommandRunner,
    DurableConsumers,
    ConsumerRunner,
    ConsumerStatus,
    ConsumerMetrics,
    ParkedEvents,
    { provide: CONSUMER_RUNNER_OPTIONS, useValue: DEFAULT_CONSUMER_RUNNER_OPTIONS },
  ],
  exports: [EventStore, CommandRunner, ConsumerRunner, ConsumerStatus, ParkedEvents],
})
export class EventStoreModule {}
