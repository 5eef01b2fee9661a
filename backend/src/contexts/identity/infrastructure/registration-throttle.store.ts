import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { AppConfig } from '../../../platform/config/config';
import { REDIS, RedisKeys } from '../../../platform/redis/redis.module';
import { REGISTRATION_THROTTLE, registrationRetryAfter } from '../domain/registration-throttle';

/** Counts the address's reservation and answers {count, seconds left}; a refused one is taken back at once. */
const RESERVE = `
local count = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[1], 'NX')
local ttl = redis.call('TTL', KEYS[1])
if count > tonumber(ARGV[2]) then redis.call('DECR', KEYS[1]) end
return {count, ttl}
`;

const RELEASE = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 1
`;

/** Accounts created per client address and hour, reserved atomically before the account is made. */
@Injectable()
export class RegistrationThrottleStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 0 when the address may create one more account (now reserved), else the seconds to wait. */
  async reserve(clientAddress: string): Promise<number> {
    const limit = this.config.registrationLimitPerHour;
    const [count, ttl] = (await this.redis.eval(RESERVE, 1, this.key(clientAddress), REGISTRATION_THROTTLE.windowSeconds, limit)) as [number, number];
    return registrationRetryAfter(count, ttl, limit);
  }

  /** The reserved account was not created after all. */
  async release(clientAddress: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.key(clientAddress));
  }

  private key(clientAddress: string): string {
    return this.keys.key('registrations', 'address', clientAddress);
  }
}
