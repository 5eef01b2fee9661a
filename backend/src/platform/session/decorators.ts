import { applyDecorators, createParamDecorator, ExecutionContext, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Request } from 'express';
import { ErrorResponseDto } from '../http/error-response.dto';
import { UnauthorizedError } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import { AdminGuard, AuthGuard, OptionalAuthGuard, SIGN_IN_MESSAGE } from './guards';

/** The route needs a signed-in user (401 otherwise). */
export const Authenticated = () =>
  applyDecorators(
    UseGuards(AuthGuard),
    ApiCookieAuth('session'),
    ApiUnauthorizedResponse({ description: 'Not signed in', type: ErrorResponseDto }),
  );

/** The route needs a signed-in admin (401 signed out, 403 for others). */
export const AdminOnly = () =>
  applyDecorators(
    UseGuards(AdminGuard),
    ApiCookieAuth('session'),
    ApiUnauthorizedResponse({ description: 'Not signed in', type: ErrorResponseDto }),
    ApiForbiddenResponse({ description: 'Signed in but not an administrator', type: ErrorResponseDto }),
  );

/** The route answers everyone but may answer a signed-in user differently. */
export const OptionallyAuthenticated = () => applyDecorators(UseGuards(OptionalAuthGuard), ApiCookieAuth('session'));

const principalOf = (context: ExecutionContext): Principal | null => context.switchToHttp().getRequest<Request>().principal ?? null;

/** The signed-in caller as the guard resolved it (use behind Authenticated or AdminOnly); commands carry it on. */
export const CurrentPrincipal = createParamDecorator((_: unknown, context: ExecutionContext): Principal => {
  const principal = principalOf(context);
  if (!principal) throw new UnauthorizedError(SIGN_IN_MESSAGE);
  return principal;
});

/** The signed-in caller or null (use behind OptionallyAuthenticated). */
export const OptionalPrincipal = createParamDecorator((_: unknown, context: ExecutionContext): Principal | null => principalOf(context));

/** The signed-in caller's id, for routes that need no more of them (use behind Authenticated or AdminOnly). */
export const CurrentUserId = createParamDecorator((_: unknown, context: ExecutionContext): number => {
  const principal = principalOf(context);
  if (!principal) throw new UnauthorizedError(SIGN_IN_MESSAGE);
  return principal.userId;
});

/** The signed-in caller's id or null (use behind OptionallyAuthenticated). */
export const OptionalUserId = createParamDecorator((_: unknown, context: ExecutionContext): number | null => principalOf(context)?.userId ?? null);
