import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Request, Response } from 'express';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { MessageResponseDto } from '../../../platform/http/message-response.dto';
import { UnauthorizedError } from '../../../platform/kernel/errors';
import { Authenticated, CurrentUserId, OptionallyAuthenticated, OptionalUserId } from '../../../platform/session/decorators';
import { SessionService } from '../../../platform/session/session.service';
import { LogInCommand } from '../application/commands/log-in.command';
import { RegisterUserCommand } from '../application/commands/register-user.command';
import { GetUserQuery } from '../application/queries/get-user.query';
import { UserView } from '../application/user-view';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { SessionDto } from './dto/session.dto';
import { SuspendedErrorDto } from './dto/suspension.dto';
import { UserDto } from './dto/user.dto';

@ApiTags('identity')
@Controller()
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly sessions: SessionService,
  ) {}

  @Post('register')
  @ApiOperation({
    summary: 'Create an account and sign in',
    description: 'Sets the HttpOnly session cookie `sid`. `confirmPassword`, if sent, is ignored (the form checks it).',
  })
  @ApiCreatedResponse({ type: UserDto, description: 'The new user, signed in' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing or invalid; the message names it' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The mobile number is already registered' })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'Too many accounts created from this address within the hour (REGISTRATION_LIMIT_PER_HOUR, default 10)',
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  })
  async register(@Body() body: RegisterDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserView> {
    const user = await this.commands.execute(
      new RegisterUserCommand(body.name, body.mobileNumber, body.password, body.location, req.ip ?? 'unknown'),
    );
    await this.sessions.create(res, user.id);
    return user;
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sign in with mobile number and password',
    description:
      'Sets the HttpOnly session cookie `sid`. An unknown number and a wrong password get the same 401. ' +
      'Attempts are counted before the password is checked. After 3 failures for a number from one address, each further ' +
      'attempt from there must wait (1 s, doubling up to 15 minutes); after 50 failures for a number within an hour, or ' +
      'failures for 20 different numbers from one address, the answer is 429 with Retry-After — even for the right password.',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Invalid mobile number or password' })
  @ApiForbiddenResponse({ type: SuspendedErrorDto, description: 'The right password, but the account is suspended until `suspendedUntil` (also in the message)' })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'Too many failed attempts',
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  })
  async login(@Body() body: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserView> {
    const user = await this.commands.execute(new LogInCommand(body.mobileNumber, body.password, req.ip ?? 'unknown'));
    await this.sessions.create(res, user.id);
    return user;
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign out: ends the session and clears the cookie (also fine when signed out)' })
  @ApiOkResponse({ type: MessageResponseDto, description: 'Signed out' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<MessageResponseDto> {
    await this.sessions.destroy(req, res);
    return { message: 'Signed out' };
  }

  @Get('user')
  @Authenticated()
  @ApiOperation({ summary: 'The signed-in user', description: '401 means nobody is signed in.' })
  @ApiOkResponse({ type: UserDto })
  async currentUser(@CurrentUserId() userId: number): Promise<UserView> {
    const user = await this.queries.execute(new GetUserQuery(userId));
    if (!user) throw new UnauthorizedError('Your account no longer exists. Please sign in again.');
    return user;
  }

  @Get('session')
  @OptionallyAuthenticated()
  @ApiOperation({
    summary: 'Who is signed in, if anyone',
    description:
      'Always 200: `user` is the signed-in user (as GET /api/user answers it) or null when nobody is signed in, ' +
      'the session has ended, or its account no longer exists. For callers that must not log a failing request ' +
      'to find out that nobody is signed in.',
  })
  @ApiOkResponse({ type: SessionDto })
  async session(@OptionalUserId() userId: number | null): Promise<SessionDto> {
    if (userId === null) return { user: null };
    const user: UserView | null = await this.queries.execute(new GetUserQuery(userId));
    return { user: user ?? null };
  }
}
