import { randomBytes } from 'node:crypto';
import { Type } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { AppModule } from '../../src/app.module';
import { AppConfig, loadConfig } from '../../src/platform/config/config';
import { APP_CONFIG } from '../../src/platform/config/config.module';
import { CONSUMER_RUNNER_OPTIONS, ConsumerRunnerOptions } from '../../src/platform/event-store/consumer-runner-options';
import { DurableConsumer } from '../../src/platform/event-store/durable-consumer';
import { configureHttpApp } from '../../src/platform/http/configure-app';
import { createLogger } from '../../src/platform/observability/logger';
import { TEST_RUNNER_OPTIONS } from './durable-consumers-runner';
import type { TestApp } from './test-app';

export { startRunner, testConsumer, TEST_RUNNER_OPTIONS } from './durable-consumers-runner';

/** The whole application over HTTP (as createTestApp boots it) with test consumers and runner options. */
export async function createConsumersTestApp(
  consumers: Type<DurableConsumer>[],
  options: { runner?: Partial<ConsumerRunnerOptions>; overrides?: Partial<AppConfig>; listen?: boolean } = {},
): Promise<TestApp> {
  const base = loadConfig();
  const config: AppConfig = { ...base, redisPrefix: `${base.redisPrefix}${randomBytes(4).toString('hex')}:`, registrationLimitPerHour: 1_000_000, ...options.overrides };
  const moduleRef = await Test.createTestingModule({ imports: [AppModule], providers: consumers })
    .overrideProvider(APP_CONFIG)
    .useValue(config)
    .overrideProvider(CONSUMER_RUNNER_OPTIONS)
    .useValue({ ...TEST_RUNNER_OPTIONS, ...options.runner })
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false, rawBody: true });
  configureHttpApp(app, config, createLogger(config.logLevel));
  await app.init();
  let url: string | null = null;
  if (options.listen) {
    await app.listen(0, '127.0.0.1');
    url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  }
  return { app, config, http: app.getHttpServer(), url, close: () => app.close() };
}
