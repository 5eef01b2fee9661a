import { Body, Controller, Delete, Get, HttpStatus, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { MessageResponseDto } from '../../../platform/http/message-response.dto';
import { Authenticated, CurrentUserId } from '../../../platform/session/decorators';
import { RemovePushSubscriptionCommand } from '../application/commands/remove-push-subscription.command';
import { SavePushSubscriptionCommand } from '../application/commands/save-push-subscription.command';
import { GetPushPublicKeyQuery } from '../application/queries/get-push-public-key.query';
import { PushEndpointDto, PushPublicKeyDto, PushSubscriptionDto } from './dto/push-subscription.dto';

@ApiTags('notifications')
@Controller('push')
export class PushSubscriptionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('public-key')
  @ApiOperation({ summary: 'The VAPID public key to subscribe a browser with (`applicationServerKey`)' })
  @ApiOkResponse({ type: PushPublicKeyDto })
  async publicKey(): Promise<PushPublicKeyDto> {
    return { publicKey: await this.queries.execute(new GetPushPublicKeyQuery()) };
  }

  @Post('subscriptions')
  @Authenticated()
  @ApiOperation({
    summary: "Send this browser's notifications as Web Push too",
    description: "The body is the browser's PushSubscription as JSON. An endpoint already known is refreshed and becomes yours (200).",
  })
  @ApiCreatedResponse({ type: MessageResponseDto, description: 'Subscribed' })
  @ApiOkResponse({ type: MessageResponseDto, description: 'Already subscribed (keys refreshed)' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An endpoint that is not an https push service URL, or keys that are not P-256 / 16 bytes' })
  async subscribe(@CurrentUserId() userId: number, @Body() body: PushSubscriptionDto, @Res({ passthrough: true }) res: Response): Promise<MessageResponseDto> {
    const { created } = await this.commands.execute(new SavePushSubscriptionCommand(userId, body.endpoint, body.keys));
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return { message: 'Push notifications are on for this browser' };
  }

  @Delete('subscriptions')
  @Authenticated()
  @ApiOperation({ summary: "Stop Web Push to this browser (the subscription's endpoint)" })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'You have no subscription with this endpoint' })
  async unsubscribe(@CurrentUserId() userId: number, @Body() body: PushEndpointDto): Promise<MessageResponseDto> {
    await this.commands.execute(new RemovePushSubscriptionCommand(userId, body.endpoint));
    return { message: 'Push notifications are off for this browser' };
  }
}
