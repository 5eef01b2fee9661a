import { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync } from 'node:fs';
import helmet from 'helmet';
import { Logger } from 'pino';
import pinoHttp from 'pino-http';
import { AppConfig } from '../config/config';
import { Metrics } from '../observability/metrics';
import { mountQueueDashboard } from '../queues/mount-queue-dashboard';
import { RedisIoAdapter } from '../realtime/redis-io.adapter';
import { compressResponses } from './compression';
import { ApiExceptionFilter } from './exception.filter';
import { HttpDrain } from './http-drain';
import { jsonBodyParser } from './json-body';
import { mountOpenApi } from './openapi';
import { repairPathEncoding } from './path-encoding';
import { requestId } from './request-id';
import { createValidationPipe } from './validation.pipe';
import { serveWebApp } from './web-app';

/** Razorpay's checkout script and frames, allowed only when payments go through Razorpay (RAZORPAY_KEY_ID set). */
const RAZORPAY_SOURCES = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};
const NO_SOURCES: typeof RAZORPAY_SOURCES = { script: [], frame: [], connect: [], img: [] };

/** Everything an HTTP process needs besides its modules; shared by main.ts and the tests. */
export function configureHttpApp(app: NestExpressApplication, config: AppConfig, logger: Logger): { webApp: boolean; drain: HttpDrain } {
  const drain = new HttpDrain();
  app.use(drain.middleware());
  app.use(repairPathEncoding());
  // Before everything that answers, so every text answer is compressed (decisions/0048).
  app.use(compressResponses());
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  const payments = config.razorpay.keyId ? RAZORPAY_SOURCES : NO_SOURCES;
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...payments.script],
          frameSrc: ["'self'", ...payments.frame],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...payments.img, ...(config.storage.driver === 's3' ? [new URL(config.storage.publicUrl).origin] : [])],
          connectSrc: ["'self'", ...payments.connect],
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
