import { createHash, timingSafeEqual } from 'node:crypto';
import { Controller, Get, Header, Inject, NotFoundException, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/config';
import { Metrics } from './metrics';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compares in time independent of where the strings differ (and of their lengths, through the digests). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Prometheus scrape endpoint, served only to `Authorization: Bearer <METRICS_TOKEN>`. Without a
 * METRICS_TOKEN it does not exist on this port (404, like any unknown path); with one, a missing or
 * wrong token is a 401.
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async scrape(@Req() req: Request, @Res() res: Response): Promise<void> {
    const token = this.config.metricsToken;
    if (!token) throw new NotFoundException(`Cannot ${req.method} ${req.path}`);
    const [scheme, given] = (req.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !given || !sameSecret(given, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedException('metrics need the header Authorization: Bearer <METRICS_TOKEN>');
    }
    res.type(this.metrics.registry.contentType).send(await this.metrics.registry.metrics());
  }
}
