import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS, RedisKeys } from '../../../platform/redis/redis.module';
import { FailureCounts, SIGN_IN_THROTTLE } from '../domain/sign-in-throttle';

/** Failed sign-in counters in Redis, each expiring one window after its first failure. */
@Injectable()
export class SignInThrottleStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
  ) {}

  async counts(mobileNumber: string, clientAddress: string): Promise<FailureCounts> {
    const [mobile, address] = [this.mobileKey(mobileNumber), this.addressKey(clientAddress)];
    const results = await this.redis.multi().get(mobile).ttl(mobile).get(address).ttl(address).exec();
    const value = (index: number): number => Number(results?.[index]?.[1] ?? 0) || 0;
    return {
      mobileNumber: { count: value(0), secondsLeft: Math.max(0, value(1)) },
      clientAddress: { count: value(2), secondsLeft: Math.max(0, value(3)) },
    };
  }

  async recordFailure(mobileNumber: string, clientAddress: string): Promise<void> {
    const window = SIGN_IN_THROTTLE.windowSeconds;
    const [mobile, address] = [this.mobileKey(mobileNumber), this.addressKey(clientAddress)];
    await this.redis.multi().incr(mobile).expire(mobile, window, 'NX').incr(address).expire(address, window, 'NX').exec();
  }

  async clear(mobileNumber: string): Promise<void> {
    await this.redis.del(this.mobileKey(mobileNumber));
  }

  private mobileKey(mobileNumber: string): string {
    return this.keys.key('sign-in-failures', 'mobile', mobileNumber);
  }

  private addressKey(clientAddress: string): string {
    return this.keys.key('sign-in-failures', 'address', clientAddress);
  }
}
