import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Request, Response } from 'express';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { UnauthorizedError } from '../../../platform/kernel/errors';
import { Authenticated, CurrentUserId } from '../../../platform/session/decorators';
import { SessionService } from '../../../platform/session/session.service';
import { LogInCommand } from '../application/commands/log-in.command';
import { RegisterUserCommand } from '../application/commands/register-user.command';
import { GetUserQuery } from '../application/queries/get-user.query';
import { UserView } from '../application/user-view';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
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
  async register(@Body() body: RegisterDto, @Res({ passthrough: true }) res: Response): Promise<UserView> {
    const user = await this.commands.execute(new RegisterUserCommand(body.name, body.mobileNumber, body.password, body.location));
    await this.sessions.create(res, user.id);
    return user;
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sign in with mobile number and password',
    description:
      'Sets the HttpOnly session cookie `sid`. An unknown number and a wrong password get the same 401. ' +
      'After 5 failures for a number (or 30 from one address) within 15 minutes the answer is 429 with Retry-After.',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Invalid mobile number or password' })
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
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Sign out: ends the session and clears the cookie (also fine when signed out)' })
  @ApiNoContentResponse({ description: 'Signed out' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.destroy(req, res);
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
}
