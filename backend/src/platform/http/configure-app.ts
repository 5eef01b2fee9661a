import { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync } from 'node:fs';
import { Logger } from 'pino';
import { AppConfig } from '../config/config';
import { Metrics } from '../observability/metrics';
import { mountQueueDashboard } from '../queues/mount-queue-dashboard';
import { RedisIoAdapter } from '../realtime/redis-io.adapter';
import { accessLog } from './access-log';
import { compressResponses } from './compression';
import { ApiExceptionFilter } from './exception.filter';
import { HttpDrain } from './http-drain';
import { keepIdleConnectionsLongerThanClients } from './idle-connections';
import { jsonBodyParser } from './json-body';
import { mountOpenApi } from './openapi';
import { repairPathEncoding } from './path-encoding';
import { answerFastRoutesFirst } from './fast-path';
import { FastRoutes } from './fast-routes';
import { securityHeadersMiddleware, securityHeaderWriter } from './security-headers';
import { createValidationPipe } from './validation.pipe';
import { serveWebApp } from './web-app';

/** How the HTTP app is put together: `fastRoutes: false` sends every request through Express (tests compare the two). */
export interface HttpAppOptions {
  fastRoutes?: boolean;
}

/** Everything an HTTP process needs besides its modules; shared by main.ts and the tests. */
export function configureHttpApp(app: NestExpressApplication, config: AppConfig, logger: Logger, options: HttpAppOptions = {}): { webApp: boolean; drain: HttpDrain } {
  const drain = new HttpDrain();
  keepIdleConnectionsLongerThanClients(app.getHttpServer());
  app.use(drain.middleware());
  app.use(repairPathEncoding());
  // Before everything that answers, so every text answer is compressed (decisions/0048).
  app.use(compressResponses());
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // helmet's headers, computed once (decisions/0055); then the request id and the access log.
  const writeSecurityHeaders = securityHeaderWriter(config);
  app.use(securityHeadersMiddleware(writeSecurityHeaders));
  app.use(accessLog(logger));
  app.use(app.get(Metrics).middleware());
  // The routes a context answers before Express when it is sure of the query (decisions/0078).
  if (options.fastRoutes !== false) {
    answerFastRoutesFirst(app.getHttpServer(), { routes: app.get(FastRoutes), writeSecurityHeaders, logger, metrics: app.get(Metrics), drain });
  }
  mountQueueDashboard(app);
  mkdirSync(config.uploadDir, { recursive: true });
  app.useStaticAssets(config.uploadDir, { prefix: '/uploads', maxAge: '30d', immutable: true, index: false });
  app.use(jsonBodyParser());
  app.setGlobalPrefix('api', { exclude: ['healthz', 'readyz', 'metrics'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(logger));
  app.useWebSocketAdapter(new RedisIoAdapter(app, config));
  mountOpenApi(app);
  return { webApp: serveWebApp(app, config.webDist), drain };
}
