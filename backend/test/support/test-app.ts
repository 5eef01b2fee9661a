import { randomBytes } from 'node:crypto';
import { Test } from '@nestjs/testing';
import { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';
import { AppModule } from '../../src/app.module';
import { AppConfig, loadConfig } from '../../src/platform/config/config';
import { APP_CONFIG } from '../../src/platform/config/config.module';
import { configureHttpApp } from '../../src/platform/http/configure-app';
import { createLogger } from '../../src/platform/observability/logger';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** For supertest: `request(t.http)`. */
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  /** Set when started with `listen: true`. */
  url: string | null;
  close(): Promise<void>;
}

/**
 * Boots the real application (all modules, real PostgreSQL and Redis) configured exactly as main.ts
 * does. Each app gets its own Redis key prefix under the run's prefix, so throttles and sessions of
 * one test file never leak into another; pass `redisPrefix` to share one between apps.
 */
export async function createTestApp(
  options: { listen?: boolean; redisPrefix?: string; overrides?: Partial<AppConfig>; logDestination?: DestinationStream; fastRoutes?: boolean } = {},
): Promise<TestApp> {
  const base = loadConfig();
  const config: AppConfig = {
    ...base,
    redisPrefix: options.redisPrefix ?? `${base.redisPrefix}${randomBytes(4).toString('hex')}:`,
    // Tests sign many people up from 127.0.0.1; a test of the limit itself overrides this.
    registrationLimitPerHour: 1_000_000,
    ...options.overrides,
  };
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(APP_CONFIG)
    .useValue(config)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false, rawBody: true });
  configureHttpApp(app, config, createLogger(config.logLevel, options.logDestination), { fastRoutes: options.fastRoutes });
  await app.init();
  let url: string | null = null;
  if (options.listen) {
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
    url = url.replace('[::1]', '127.0.0.1');
  }
  return { app, config, http: app.getHttpServer(), url, close: () => app.close() };
}

export function uniqueMobileNumber(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}
