import { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { Logger } from 'pino';
import pinoHttp from 'pino-http';
import { AppConfig } from '../config/config';
import { Metrics } from '../observability/metrics';
import { RedisIoAdapter } from '../realtime/redis-io.adapter';
import { ApiExceptionFilter } from './exception.filter';
import { mountOpenApi } from './openapi';
import { requestId } from './request-id';
import { createValidationPipe } from './validation.pipe';
import { serveWebApp } from './web-app';

/** Everything an HTTP process needs besides its modules; shared by main.ts and the tests. */
export function configureHttpApp(app: NestExpressApplication, config: AppConfig, logger: Logger): { webApp: boolean } {
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: config.cookieSecure ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.cookieSecure,
    }),
  );
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestId(req);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => /^\/(healthz|readyz|metrics|assets\/)/.test(req.url ?? '') },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );
  app.use(app.get(Metrics).middleware());
  app.setGlobalPrefix('api', { exclude: ['healthz', 'readyz', 'metrics'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(logger));
  app.useWebSocketAdapter(new RedisIoAdapter(app, config));
  app.enableShutdownHooks();
  mountOpenApi(app);
  return { webApp: serveWebApp(app, config.webDist) };
}
