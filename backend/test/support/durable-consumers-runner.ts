import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Global, Module, Type } from '@nestjs/common';
import { Test, TestingModule } from '@nestjs/testing';
import { AppConfig, AppRole, loadConfig } from '../../src/platform/config/config';
import { APP_CONFIG, ConfigModule } from '../../src/platform/config/config.module';
import { ormOptions } from '../../src/platform/database/orm-config';
import { CONSUMER_RUNNER_OPTIONS, ConsumerRunnerOptions, DEFAULT_CONSUMER_RUNNER_OPTIONS } from '../../src/platform/event-store/consumer-runner-options';
import { Consumer, DurableConsumer } from '../../src/platform/event-store/durable-consumer';
import { StoredEvent } from '../../src/platform/event-store/event-store';
import { EventStoreModule } from '../../src/platform/event-store/event-store.module';
import { Metrics } from '../../src/platform/observability/metrics';

/** A durable consumer class for a test: its name, its event types and what it does. */
export function testConsumer(name: string, eventTypes: string[], handle: (event: StoredEvent) => Promise<void>): Type<DurableConsumer> {
  @Consumer()
  class TestConsumer implements DurableConsumer {
    readonly name = name;
    readonly eventTypes = eventTypes;
    handle(event: StoredEvent): Promise<void> {
      return handle(event);
    }
  }
  return TestConsumer;
}

/** Quick takeovers and retries for tests; each test may change more. */
export const TEST_RUNNER_OPTIONS: ConsumerRunnerOptions = { ...DEFAULT_CONSUMER_RUNNER_OPTIONS, lockRetryMs: 200, retryDelaysMs: [20, 50] };

@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
class TestMetricsModule {}

/** The consumer runner and nothing else of the application (no HTTP, no contexts, no entities). */
@Module({
  imports: [
    ConfigModule,
    MikroOrmModule.forRootAsync({
      driver: PostgreSqlDriver,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ ...ormOptions(config), entities: [], discovery: { warnWhenNoEntities: false } }),
    }),
    TestMetricsModule,
    EventStoreModule,
  ],
})
class RunnerOnlyModule {}

/** Starts a runner-only application context in `role` with `consumers`: a small worker; `close()` stops it as a shutdown does. */
export async function startRunner(consumers: Type<DurableConsumer>[], options: Partial<ConsumerRunnerOptions> = {}, role: AppRole = 'worker'): Promise<TestingModule> {
  const moduleRef = await Test.createTestingModule({ imports: [RunnerOnlyModule], providers: consumers })
    .overrideProvider(APP_CONFIG)
    .useValue({ ...loadConfig(), role })
    .overrideProvider(CONSUMER_RUNNER_OPTIONS)
    .useValue({ ...TEST_RUNNER_OPTIONS, ...options })
    .compile();
  moduleRef.useLogger(false);
  await moduleRef.init();
  return moduleRef;
}
