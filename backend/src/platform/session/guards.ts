import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Request } from 'express';
import { ForbiddenError, UnauthorizedError } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import { Callers } from './callers';

export const SIGN_IN_MESSAGE = 'Please sign in to continue';
export const ACCOUNT_GONE_MESSAGE = 'Your account no longer exists. Please sign in again.';

/** The signed-in caller, or a 401 saying why there is none. */
async function requirePrincipal(callers: Callers, req: Request): Promise<Principal> {
  const principal = await callers.of(req);
  if (!principal) throw new UnauthorizedError(req.session ? ACCOUNT_GONE_MESSAGE : SIGN_IN_MESSAGE);
  return principal;
}

/** Requires a signed-in user; sets `req.session` and `req.principal`. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly callers: Callers) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await requirePrincipal(this.callers, context.switchToHttp().getRequest<Request>());
    return true;
  }
}

/** Lets everyone through; sets `req.principal` (null for a visitor). */
@Injectable()
export class OptionalAuthGuard implements CanActivate {
  constructor(private readonly callers: Callers) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.callers.of(context.switchToHttp().getRequest<Request>());
    return true;
  }
}

/** Requires a signed-in admin (401 signed out, 403 for others); sets `req.principal`. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly callers: Callers) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const principal = await requirePrincipal(this.callers, context.switchToHttp().getRequest<Request>());
    if (!principal.isAdmin) throw new ForbiddenError('Only administrators can do this');
    return true;
  }
}
