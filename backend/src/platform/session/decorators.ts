import { applyDecorators, createParamDecorator, ExecutionContext, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Request } from 'express';
import { ErrorResponseDto } from '../http/error-response.dto';
import { UnauthorizedError } from '../kernel/errors';
import { AdminGuard, AuthGuard, OptionalAuthGuard } from './guards';

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

/** The signed-in user's id (use behind Authenticated or AdminOnly). */
export const CurrentUserId = createParamDecorator((_: unknown, context: ExecutionContext): number => {
  const session = context.switchToHttp().getRequest<Request>().session;
  if (!session) throw new UnauthorizedError('Please sign in to continue');
  return session.userId;
});

/** The signed-in user's id or null (use behind OptionallyAuthenticated). */
export const OptionalUserId = createParamDecorator(
  (_: unknown, context: ExecutionContext): number | null => context.switchToHttp().getRequest<Request>().session?.userId ?? null,
);
