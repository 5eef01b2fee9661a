import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { TooManyRequestsError } from '../../../platform/kernel/errors';
import { REDIS, RedisKeys } from '../../../platform/redis/redis.module';
import { SEND_RATE, sendRetryAfter } from '../domain/send-rate';

/** Counts each user's messages per window in Redis and refuses the ones over the rate. */
@Injectable()
export class SendRateStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
  ) {}

  async take(userId: number): Promise<void> {
    const key = this.keys.key('message-rate', userId);
    const results = await this.redis.multi().incr(key).expire(key, SEND_RATE.windowSeconds, 'NX').ttl(key).exec();
    const sent = Number(results?.[0]?.[1] ?? 0);
    const wait = sendRetryAfter(sent, Number(results?.[2]?.[1] ?? SEND_RATE.windowSeconds));
    if (wait > 0) throw new TooManyRequestsError(`You are sending messages too fast. Try again in ${wait} seconds.`, wait);
  }
}
