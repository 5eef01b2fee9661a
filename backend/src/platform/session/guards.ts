import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Request } from 'express';
import { ForbiddenError, UnauthorizedError } from '../kernel/errors';
import { GetPrincipalQuery } from '../kernel/principal';
import { SessionService } from './session.service';

/** Requires a signed-in user; sets `req.session`. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const session = await this.sessions.fromRequest(context.switchToHttp().getRequest<Request>());
    if (!session) throw new UnauthorizedError('Please sign in to continue');
    return true;
  }
}

/** Lets everyone through; sets `req.session` when the caller is signed in. */
@Injectable()
export class OptionalAuthGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.sessions.fromRequest(context.switchToHttp().getRequest<Request>());
    return true;
  }
}

/** Requires a signed-in admin (asked of the Identity context on every request, so demotion takes effect at once). */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionService,
    private readonly queries: QueryBus,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const session = await this.sessions.fromRequest(context.switchToHttp().getRequest<Request>());
    if (!session) throw new UnauthorizedError('Please sign in to continue');
    const principal = await this.queries.execute(new GetPrincipalQuery(session.userId));
    if (!principal?.isAdmin) throw new ForbiddenError('Only administrators can do this');
    return true;
  }
}
