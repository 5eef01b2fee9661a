import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS, RedisKeys } from '../../../platform/redis/redis.module';
import type { CodeMessage } from '../application/ports/sms-sender';
import type { CodePurpose } from '../domain/one-time-code';

/** A message the sandbox "sent". */
export interface SandboxSms {
  mobileNumber: string;
  purpose: CodePurpose;
  code: string;
  text: string;
  sentAt: string;
}

/** Messages kept per number, newest first, and for how long. */
const KEPT = 10;
const KEPT_SECONDS = 24 * 60 * 60;

const PURPOSE_WORDS: Record<CodePurpose, string> = {
  'verify-phone': 'to verify your mobile number',
  'reset-password': 'to reset your password',
};

export function sandboxText({ code, purpose, validMinutes }: CodeMessage): string {
  return `${code} is your Sikka code ${PURPOSE_WORDS[purpose]}. It is valid for ${validMinutes} minutes. Do not share it with anyone.`;
}

/** The sandbox's inbox in Redis, so every API process (and the tests) read the same messages. */
@Injectable()
export class SmsSandboxInbox {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
  ) {}

  async add(message: CodeMessage, sentAt: Date): Promise<void> {
    const sms: SandboxSms = { mobileNumber: message.mobileNumber, purpose: message.purpose, code: message.code, text: sandboxText(message), sentAt: sentAt.toISOString() };
    const key = this.key(message.mobileNumber);
    await this.redis.multi().lpush(key, JSON.stringify(sms)).ltrim(key, 0, KEPT - 1).expire(key, KEPT_SECONDS).exec();
  }

  async read(mobileNumber: string): Promise<SandboxSms[]> {
    const entries = await this.redis.lrange(this.key(mobileNumber), 0, KEPT - 1);
    return entries.map((entry) => JSON.parse(entry) as SandboxSms);
  }

  private key(mobileNumber: string): string {
    return this.keys.key('sms-sandbox', mobileNumber);
  }
}
