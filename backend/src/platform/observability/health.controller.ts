import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';

async function check(name: string, probe: () => Promise<unknown>): Promise<[string, 'ok' | string]> {
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out after 2 s')), 2000).unref()),
    ]);
    return [name, 'ok'];
  } catch (error) {
    return [name, error instanceof Error ? error.message : String(error)];
  }
}

@ApiTags('operations')
@Controller()
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get('healthz')
  @HttpCode(200)
  @ApiOperation({ summary: 'Liveness: the process is up' })
  @ApiOkResponse({ schema: { example: { status: 'ok' } } })
  healthz(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('readyz')
  @ApiOperation({ summary: 'Readiness: PostgreSQL and Redis answer' })
  @ApiOkResponse({ schema: { example: { status: 'ok', checks: { postgres: 'ok', redis: 'ok' } } } })
  @ApiServiceUnavailableResponse({ description: 'A dependency is down; `checks` says which' })
  async readyz(): Promise<{ status: 'ok'; checks: Record<string, string> }> {
    const results = await Promise.all([
      check('postgres', () => this.em.getConnection().execute('SELECT 1')),
      check('redis', () => this.redis.ping()),
    ]);
    const checks = Object.fromEntries(results);
    if (results.some(([, state]) => state !== 'ok')) {
      throw new ServiceUnavailableException({ statusCode: 503, message: 'Not ready', error: 'Service Unavailable', checks });
    }
    return { status: 'ok', checks };
  }
}
