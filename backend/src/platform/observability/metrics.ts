import { Injectable } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Request, Response, NextFunction } from 'express';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per app instance, so tests that boot several apps do not collide. */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  /** The review flags of a submission or an edit, computed before it is appended (decisions/0063). */
  readonly listingFlagsDuration = new Histogram({
    name: 'listing_flags_duration_seconds',
    help: 'Time to compute the review flags of a submitted or edited listing',
    buckets: [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1],
    registers: [this.registry],
  });
  readonly httpErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'Responses with a 5xx status',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      this.timeRequest(req, res, () => (req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched'), performance.now());
      next();
    };
  }

  /**
   * Counts one request in httpDuration (and httpErrors for a 5xx) once its answer is finished, under
   * the route `routeOf` names then, timed from `startedAt` (a `performance.now()` reading). The
   * middleware's work, also used by the answers given before Express (platform/http/fast-path.ts).
   */
  timeRequest(req: IncomingMessage, res: ServerResponse, routeOf: () => string, startedAt: number): void {
    res.on('finish', () => {
      const route = routeOf();
      this.httpDuration.observe({ method: req.method, route, status: String(res.statusCode) }, (performance.now() - startedAt) / 1000);
      if (res.statusCode >= 500) this.httpErrors.inc({ route });
    });
  }
}
