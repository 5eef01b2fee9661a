import type { QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { GetPrincipalQuery } from '../kernel/get-principal.query';
import type { Principal } from '../kernel/principal';
import { Callers } from './callers';
import type { Session, SessionService } from './session.service';

const ananya: Principal = { userId: 7, name: 'Ananya Iyer', isAdmin: false, subscriptionTier: 'premium' };

/** Sessions by cookie value, and an Identity that knows Ananya only; counts what it is asked. */
function callers() {
  const sessions: Record<string, Session> = { ananya: { id: 'a', userId: 7, createdAt: '' }, gone: { id: 'g', userId: 99, createdAt: '' } };
  const asked: number[] = [];
  const sessionService = {
    fromRequest: async (req: Request) => {
      req.session = sessions[req.headers.cookie ?? ''];
      return req.session ?? null;
    },
  } as unknown as SessionService;
  const queries = {
    execute: async ({ userId }: GetPrincipalQuery) => {
      asked.push(userId);
      return userId === ananya.userId ? ananya : null;
    },
  } as unknown as QueryBus;
  return { resolve: new Callers(sessionService, queries), asked };
}

const request = (cookie?: string) => ({ headers: { cookie } }) as Request;

describe('Callers', () => {
  it('asks Identity once per request and keeps the principal on it', async () => {
    const { resolve, asked } = callers();
    const req = request('ananya');
    expect(await resolve.of(req)).toEqual(ananya);
    expect(await resolve.of(req)).toEqual(ananya);
    expect(req.principal).toEqual(ananya);
    expect(asked).toEqual([7]);
  });

  it('answers null, without asking Identity, when nobody is signed in', async () => {
    const { resolve, asked } = callers();
    expect(await resolve.of(request())).toBeNull();
    expect(asked).toEqual([]);
  });

  it('answers null for a session whose account is gone, once', async () => {
    const { resolve, asked } = callers();
    const req = request('gone');
    expect(await resolve.of(req)).toBeNull();
    expect(await resolve.of(req)).toBeNull();
    expect(req.session?.userId).toBe(99);
    expect(asked).toEqual([99]);
  });
});
