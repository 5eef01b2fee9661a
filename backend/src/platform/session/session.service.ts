import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CookieOptions, Request, Response } from 'express';
import Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/config';
import { REDIS, RedisKeys } from '../redis/redis.module';
import { parseCookies } from './cookies';

export const SESSION_COOKIE = 'sid';

export interface Session {
  id: string;
  userId: number;
  createdAt: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the session guards once the session cookie was resolved. */
    session?: Session;
  }
}

/**
 * Lists a new session under its user (KEYS[1], a set of ids) and drops the ids whose sessions have
 * ended, so the set stays as small as the user's live sessions. Run only at sign-in.
 */
const LIST_SESSION = `
redis.call('SADD', KEYS[1], ARGV[1])
for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if redis.call('EXISTS', ARGV[2] .. id) == 0 then redis.call('SREM', KEYS[1], id) end
end
return 1
`;

/**
 * Server-side sessions in Redis, so any API process serves any user. The cookie holds a random
 * id and its HMAC under SESSION_SECRET; the id is the Redis key. Expiry slides on every use.
 */
@Injectable()
export class SessionService {
  private readonly endedListeners: ((sessionId: string) => void)[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
  ) {}

  async create(res: Response, userId: number): Promise<Session> {
    const id = randomBytes(32).toString('base64url');
    const session: Session = { id, userId, createdAt: new Date().toISOString() };
    await this.redis.set(this.key(id), JSON.stringify({ userId, createdAt: session.createdAt }), 'EX', this.config.sessionTtlSeconds);
    await this.redis.eval(LIST_SESSION, 1, this.userKey(userId), id, this.key(''));
    res.cookie(SESSION_COOKIE, `${id}.${this.sign(id)}`, this.cookieOptions(this.config.sessionTtlSeconds * 1000));
    return session;
  }

  async destroy(req: Request, res: Response): Promise<void> {
    const id = this.idFromCookieHeader(req.headers.cookie);
    if (id) {
      await this.redis.del(this.key(id));
      for (const listener of this.endedListeners) listener(id);
    }
    res.clearCookie(SESSION_COOKIE, this.cookieOptions());
  }

  /** Ends every session of a user (after a password reset), as signing out would end each. */
  async endAllOf(userId: number): Promise<void> {
    const ids = await this.redis.smembers(this.userKey(userId));
    if (ids.length) await this.redis.del(...ids.map((id) => this.key(id)));
    await this.redis.del(this.userKey(userId));
    for (const id of ids) for (const listener of this.endedListeners) listener(id);
  }

  /** Called with the id of every session signed out through this process (the realtime gateway closes its sockets). */
  onSessionEnded(listener: (sessionId: string) => void): void {
    this.endedListeners.push(listener);
  }

  /** Which of these sessions still exist — without sliding their expiry (a connected socket is not a use). */
  async stillAlive(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const results = await this.redis.pipeline(ids.map((id) => ['exists', this.key(id)])).exec();
    const alive = new Set<string>();
    ids.forEach((id, index) => {
      const [error, exists] = results?.[index] ?? [null, 0];
      // When Redis cannot answer, a session is not ended for it: the next check decides.
      if (error || exists === 1) alive.add(id);
    });
    return alive;
  }

  async fromRequest(req: Request): Promise<Session | null> {
    if (req.session) return req.session;
    const session = await this.fromCookieHeader(req.headers.cookie);
    if (session) req.session = session;
    return session;
  }

  async fromCookieHeader(header: string | undefined): Promise<Session | null> {
    const id = this.idFromCookieHeader(header);
    if (!id) return null;
    const stored = await this.redis.getex(this.key(id), 'EX', this.config.sessionTtlSeconds);
    if (!stored) return null;
    const { userId, createdAt } = JSON.parse(stored) as { userId: number; createdAt: string };
    return { id, userId, createdAt };
  }

  private idFromCookieHeader(header: string | undefined): string | null {
    const value = parseCookies(header)[SESSION_COOKIE];
    if (!value) return null;
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const id = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.sign(id));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  private sign(id: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(id).digest('base64url');
  }

  private key(id: string): string {
    return this.keys.key('session', id);
  }

  private userKey(userId: number): string {
    return this.keys.key('user-sessions', String(userId));
  }

  private cookieOptions(maxAge?: number): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.config.cookieSecure, path: '/', ...(maxAge ? { maxAge } : {}) };
  }
}
