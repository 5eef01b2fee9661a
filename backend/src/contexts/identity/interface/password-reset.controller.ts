import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Request, Response } from 'express';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { SessionService } from '../../../platform/session/session.service';
import { ResetPasswordCommand } from '../application/commands/reset-password.command';
import { SendPasswordResetCodeCommand } from '../application/commands/send-password-reset-code.command';
import type { CodeSentView } from '../application/code-sent-view';
import type { UserView } from '../application/user-view';
import { UserSuspendedError } from '../domain/suspension-rules';
import { CodeSentDto } from './dto/code-sent.dto';
import { SuspendedErrorDto } from './dto/suspension.dto';
import { PasswordResetCodeDto, PasswordResetDto } from './dto/password-reset.dto';
import { UserDto } from './dto/user.dto';

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } as const;

/** A forgotten password, reset with a one-time code sent by SMS to the account's number (decisions/0077). */
@ApiTags('identity')
@Controller('password-reset')
export class PasswordResetController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: SessionService,
  ) {}

  @Post('code')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Send a code to reset a forgotten password',
    description:
      'Always the same 202 whether or not the number has an account (only a registered number gets an SMS). ' +
      'One code a minute per number, 5 an hour per number and 20 an hour per address; beyond, 429 with Retry-After.',
  })
  @ApiAcceptedResponse({ type: CodeSentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'mobileNumber is missing or not an Indian mobile number' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many codes asked for', headers: RETRY_AFTER })
  sendCode(@Body() body: PasswordResetCodeDto, @Req() req: Request): Promise<CodeSentView> {
    return this.commands.execute(new SendPasswordResetCodeCommand(body.mobileNumber, req.ip ?? 'unknown'));
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Set a new password with the code, and sign in',
    description:
      'Sets the HttpOnly session cookie `sid` and ends every other session of the account. The failed sign-ins of the number are forgotten. ' +
      'A wrong code is a 400 naming `code` (the fifth burns it); an expired, used, burnt or replaced code, or none, is a 409 — the same for a number without an account.',
  })
  @ApiOkResponse({ type: UserDto, description: 'The user, signed in with the new password' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'mobileNumber, code or newPassword is missing or invalid; the message names it' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'No code can be tried: ask for a new one' })
  @ApiForbiddenResponse({ type: SuspendedErrorDto, description: 'The password was changed, but the account is suspended: not signed in until `suspendedUntil`' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many tries: 25 an hour per number, 50 per address', headers: RETRY_AFTER })
  async reset(@Body() body: PasswordResetDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserView> {
    const user = await this.commands.execute(new ResetPasswordCommand(body.mobileNumber, body.code, body.newPassword, req.ip ?? 'unknown'));
    await this.sessions.endAllOf(user.id);
    // The new password is kept, but a suspended user is not signed in (decisions/0083).
    if (user.suspendedUntil) throw new UserSuspendedError(new Date(user.suspendedUntil));
    await this.sessions.create(res, user.id);
    return user;
  }
}
