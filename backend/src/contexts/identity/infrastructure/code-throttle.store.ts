import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS, RedisKeys } from '../../../platform/redis/redis.module';
import { sendLimits, ThrottleAnswer, ThrottleLimit, throttleRefusal, tryLimits } from '../domain/code-throttle';
import type { CodePurpose } from '../domain/one-time-code';

/**
 * Checks every counter and, when none is full, counts one on each — in one script, so parallel
 * requests are counted one by one. KEYS: the counters; ARGV: limit and window of each.
 * Answers {0} or {index of the full counter, its milliseconds left}.
 */
const TAKE = `
for i = 1, #KEYS do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count >= tonumber(ARGV[2 * i - 1]) then return {i, redis.call('PTTL', KEYS[i])} end
end
for i = 1, #KEYS do
  redis.call('INCR', KEYS[i])
  redis.call('EXPIRE', KEYS[i], ARGV[2 * i], 'NX')
end
return {0}
`;

/** Sends and tries of one-time codes per number and per client address (decisions/0077). */
@Injectable()
export class CodeThrottleStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
  ) {}

  /** Takes one send of a `purpose` code to `mobileNumber` from `clientAddress`, or says how long to wait. */
  send(purpose: CodePurpose, mobileNumber: string, clientAddress: string): Promise<ThrottleAnswer> {
    const [resend, number, address] = sendLimits();
    return this.take([
      [resend, this.keys.key('codes', 'resend', purpose, mobileNumber)],
      [number, this.keys.key('codes', 'sent', 'number', mobileNumber)],
      [address, this.keys.key('codes', 'sent', 'address', clientAddress)],
    ]);
  }

  /** Takes one try of a code of `mobileNumber` from `clientAddress`, or says how long to wait. */
  try(mobileNumber: string, clientAddress: string): Promise<ThrottleAnswer> {
    const [number, address] = tryLimits();
    return this.take([
      [number, this.keys.key('codes', 'tried', 'number', mobileNumber)],
      [address, this.keys.key('codes', 'tried', 'address', clientAddress)],
    ]);
  }

  private async take(counters: [ThrottleLimit, string][]): Promise<ThrottleAnswer> {
    const args = counters.flatMap(([limit]) => [limit.limit, limit.windowSeconds]);
    const answer = (await this.redis.eval(TAKE, counters.length, ...counters.map(([, key]) => key), ...args)) as number[];
    if (answer[0] === 0) return { allowed: true };
    const [limit] = counters[answer[0] - 1];
    return throttleRefusal(limit.name, answer[1], limit.windowSeconds);
  }
}
