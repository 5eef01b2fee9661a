import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { Authenticated, CurrentUserId } from '../../../platform/session/decorators';
import { SubscribeCommand } from '../application/commands/subscribe.command';
import { SubscriptionView } from '../application/subscription-view';
import { SubscribeDto, SubscriptionDto } from './dto/subscribe.dto';

@ApiTags('subscriptions')
@Controller()
export class SubscriptionsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('subscribe')
  @Authenticated()
  @ApiOperation({
    summary: 'Activate a plan with a verified payment',
    description:
      'Runs in a payment job. The payment must be yours, verified, of exactly the plan’s price, and never used before. ' +
      'The plan you have cannot be bought again while active, nor a lower one; Basic → Premium starts a new 30 days.',
  })
  @ApiCreatedResponse({ type: SubscriptionDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'planId or paymentId is invalid, unverified or of the wrong amount' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'The payment belongs to another account' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Already Subscribed, a lower plan over a higher active one, or the payment was already used',
  })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The job is still running; the plan will be activated' })
  subscribe(@CurrentUserId() userId: number, @Body() body: SubscribeDto): Promise<SubscriptionView> {
    return this.commands.execute(new SubscribeCommand(userId, body.planId, body.paymentId));
  }
}
