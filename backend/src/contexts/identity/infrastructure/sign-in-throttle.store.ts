import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS, RedisKeys } from '../../../platform/redis/redis.module';
import { delaySchedule, refusal, SIGN_IN_THROTTLE, SignInAttempt, SignInLimit } from '../domain/sign-in-throttle';

/**
 * Checks every limit and, if none refuses, reserves the attempt as a failure — all in one Redis
 * script, so N parallel guesses count as N. Time is Redis's clock, shared by every process.
 * KEYS: pair hash {failures, next}, number counter, address set of failing numbers.
 * ARGV: number, number limit, number window, address limit, address window, pair memory, delays…
 * Answers {1} or {0, limit, seconds left}.
 */
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
if nextAt > now then return {0, 'pair', tostring((nextAt - now) / 1000)} end
local failures = tonumber(redis.call('GET', KEYS[2]) or '0')
if failures >= tonumber(ARGV[2]) then return {0, 'mobile-number', tostring(redis.call('TTL', KEYS[2]))} end
if redis.call('SISMEMBER', KEYS[3], ARGV[1]) == 0 and redis.call('SCARD', KEYS[3]) >= tonumber(ARGV[4]) then
  return {0, 'client-address', tostring(redis.call('TTL', KEYS[3]))}
end
local pairFailures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local delay = tonumber(ARGV[6 + math.min(pairFailures, #ARGV - 6)])
if delay > 0 then redis.call('HSET', KEYS[1], 'next', now + delay * 1000) end
redis.call('EXPIRE', KEYS[1], ARGV[6])
redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], ARGV[3], 'NX')
redis.call('SADD', KEYS[3], ARGV[1])
redis.call('EXPIRE', KEYS[3], ARGV[5], 'NX')
return {1}
`;

/** A successful sign-in: the pair starts afresh, and the attempt is no failure of the number or the address. */
const RELEASE = `
redis.call('DEL', KEYS[1])
if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
redis.call('SREM', KEYS[3], ARGV[1])
return 1
`;

/** An attempt that could not be judged (the database failed): it is not counted at all. */
const UNDO = `
local pairFailures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
if pairFailures > 0 then redis.call('HINCRBY', KEYS[1], 'failures', -1) end
if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
return 1
`;

/** A password reset: the number's failures are forgotten, and so are the resetting address's for it. */
const FORGIVE = `
redis.call('DEL', KEYS[1], KEYS[2])
redis.call('SREM', KEYS[3], ARGV[1])
return 1
`;

/** Sign-in attempts in Redis (decisions/0003): reserved before the password is checked. */
@Injectable()
export class SignInThrottleStore {
  private readonly schedule = delaySchedule().map(String);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
  ) {}

  /** Reserves one attempt of `mobileNumber` from `clientAddress`, or says which limit refuses it and for how long. */
  async reserve(mobileNumber: string, clientAddress: string): Promise<SignInAttempt> {
    const policy = SIGN_IN_THROTTLE;
    const args = [
      mobileNumber,
      policy.failuresPerMobileNumber,
      policy.mobileNumberWindowSeconds,
      policy.failingNumbersPerClientAddress,
      policy.clientAddressWindowSeconds,
      policy.pairMemorySeconds,
      ...this.schedule,
    ];
    const answer = (await this.redis.eval(RESERVE, 3, ...this.keysOf(mobileNumber, clientAddress), ...args)) as [number, string?, string?];
    if (answer[0] === 1) return { allowed: true };
    return refusal(answer[1] as SignInLimit, Number(answer[2]));
  }

  /** After a successful sign-in. */
  async release(mobileNumber: string, clientAddress: string): Promise<void> {
    await this.redis.eval(RELEASE, 3, ...this.keysOf(mobileNumber, clientAddress), mobileNumber);
  }

  /** After an attempt that failed for another reason than the password. */
  async undo(mobileNumber: string, clientAddress: string): Promise<void> {
    await this.redis.eval(UNDO, 3, ...this.keysOf(mobileNumber, clientAddress), mobileNumber);
  }

  /** After the owner proved the number with a one-time code (decisions/0077). */
  async forgive(mobileNumber: string, clientAddress: string): Promise<void> {
    await this.redis.eval(FORGIVE, 3, ...this.keysOf(mobileNumber, clientAddress), mobileNumber);
  }

  private keysOf(mobileNumber: string, clientAddress: string): [string, string, string] {
    return [
      this.keys.key('sign-in', 'pair', mobileNumber, clientAddress),
      this.keys.key('sign-in', 'number', mobileNumber),
      this.keys.key('sign-in', 'address', clientAddress),
    ];
  }
}
