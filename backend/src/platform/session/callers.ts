import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Request } from 'express';
import { GetPrincipalQuery } from '../kernel/get-principal.query';
import type { Principal } from '../kernel/principal';
import { SessionService } from './session.service';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set once per request by the session guards: the signed-in caller, or null for nobody (or an account that is gone). */
    principal?: Principal | null;
  }
}

/**
 * Who is calling, resolved once per request: the session cookie, then Identity's answer to
 * GetPrincipalQuery (asked on every request, so a demotion or a new plan takes effect at once).
 * Guards store it on the request; controllers read it with @CurrentPrincipal() and pass it on in commands.
 */
@Injectable()
export class Callers {
  constructor(
    private readonly sessions: SessionService,
    private readonly queries: QueryBus,
  ) {}

  async of(req: Request): Promise<Principal | null> {
    if (req.principal !== undefined) return req.principal;
    const session = await this.sessions.fromRequest(req);
    req.principal = session ? await this.queries.execute(new GetPrincipalQuery(session.userId)) : null;
    return req.principal;
  }
}
