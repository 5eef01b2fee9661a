import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Request } from 'express';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { Authenticated, CurrentUserId } from '../../../platform/session/decorators';
import { SendPhoneVerificationCodeCommand } from '../application/commands/send-phone-verification-code.command';
import { VerifyPhoneCommand } from '../application/commands/verify-phone.command';
import type { CodeSentView } from '../application/code-sent-view';
import type { UserView } from '../application/user-view';
import { CodeSentDto } from './dto/code-sent.dto';
import { UserDto } from './dto/user.dto';
import { VerifyPhoneDto } from './dto/verify-phone.dto';

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } as const;

/** Verifying the signed-in user's mobile number with a one-time code by SMS (decisions/0077). Never required. */
@ApiTags('identity')
@Controller('phone-verification')
export class PhoneVerificationController {
  constructor(private readonly commands: CommandBus) {}

  @Post('code')
  @HttpCode(HttpStatus.ACCEPTED)
  @Authenticated()
  @ApiOperation({
    summary: "Send a code by SMS to the signed-in user's number",
    description:
      'A 6-digit code, valid for 10 minutes, replacing any earlier one. One code a minute per number, 5 an hour per number and 20 an hour per address; beyond, 429 with Retry-After.',
  })
  @ApiAcceptedResponse({ type: CodeSentDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Nobody is signed in' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The number is already verified' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many codes asked for', headers: RETRY_AFTER })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The SMS provider did not take the message' })
  sendCode(@CurrentUserId() userId: number, @Req() req: Request): Promise<CodeSentView> {
    return this.commands.execute(new SendPhoneVerificationCodeCommand(userId, req.ip ?? 'unknown'));
  }

  @Post('verify')
  @HttpCode(HttpStatus.OK)
  @Authenticated()
  @ApiOperation({
    summary: "Verify the signed-in user's number with the code",
    description:
      'Answers the user with phoneVerified true. A wrong code is a 400 naming `code` with the tries left; the fifth wrong try burns the code. ' +
      'An expired, used, burnt or replaced code (or none) is a 409; so is a number already verified. Of racing requests with the right code exactly one verifies.',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'code is missing, not 6 digits, or not the one sent' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Nobody is signed in' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already verified, or no code can be tried: ask for a new one' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many tries: 25 an hour per number, 50 per address', headers: RETRY_AFTER })
  verify(@CurrentUserId() userId: number, @Body() body: VerifyPhoneDto, @Req() req: Request): Promise<UserView> {
    return this.commands.execute(new VerifyPhoneCommand(userId, body.code, req.ip ?? 'unknown'));
  }
}
