import { Body, Controller, Get, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Response } from 'express';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import { Authenticated, CurrentUserId } from '../../../platform/session/decorators';
import { MarkConversationReadCommand } from '../application/commands/mark-conversation-read.command';
import { SendMessageCommand } from '../application/commands/send-message.command';
import { StartConversationCommand } from '../application/commands/start-conversation.command';
import type { ConversationView, MessageView } from '../application/conversation-view';
import { GetUnreadCountQuery } from '../application/queries/get-unread-count.query';
import { ListConversationsQuery } from '../application/queries/list-conversations.query';
import { ListMessagesQuery } from '../application/queries/list-messages.query';
import { ConversationDto, MessageDto, SendMessageDto, UnreadCountDto } from './dto/conversation.dto';

@ApiTags('messaging')
@Controller()
export class ConversationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('coins/:id/conversation')
  @Authenticated()
  @ApiOperation({
    summary: 'Start (or reopen) a conversation with the seller about a listing',
    description: 'One conversation per buyer and listing: starting again answers the existing one with 200.',
  })
  @ApiCreatedResponse({ type: ConversationDto, description: 'Started' })
  @ApiOkResponse({ type: ConversationDto, description: 'Already existed' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Your own listing, or a malformed id' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'A new conversation while the seller and the caller block one another (either way)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such live listing' })
  async start(@Param('id', new ParseIdPipe()) id: number, @CurrentUserId() userId: number, @Res({ passthrough: true }) res: Response): Promise<ConversationView> {
    const { conversation, created } = await this.commands.execute(new StartConversationCommand(id, userId));
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return conversation;
  }

  @Get('conversations')
  @Authenticated()
  @ApiOperation({ summary: 'Your conversations (as buyer or seller), most recent activity first' })
  @ApiOkResponse({ type: [ConversationDto] })
  list(@CurrentUserId() userId: number): Promise<ConversationView[]> {
    return this.queries.execute(new ListConversationsQuery(userId));
  }

  @Get('conversations/:id/messages')
  @Authenticated()
  @ApiOperation({ summary: "A conversation's messages, oldest first", description: 'Fetching them marks the messages sent to you as read. Only the two parties may read (others get 404).' })
  @ApiOkResponse({ type: [MessageDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async messages(@Param('id', new ParseIdPipe()) id: number, @CurrentUserId() userId: number): Promise<MessageView[]> {
    const messages = await this.queries.execute(new ListMessagesQuery(id, userId));
    await this.commands.execute(new MarkConversationReadCommand(id, userId));
    return messages;
  }

  @Post('conversations/:id/messages')
  @Authenticated()
  @ApiOperation({ summary: 'Send a message', description: 'Pushed to both parties as `message:new`. At most 20 messages per 30 seconds per user.' })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Empty or longer than 2000 characters' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'One of the two parties blocked the other (the message says what the caller can do)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } })
  send(@Param('id', new ParseIdPipe()) id: number, @CurrentUserId() userId: number, @Body() body: SendMessageDto): Promise<MessageView> {
    return this.commands.execute(new SendMessageCommand(id, userId, body.content));
  }

  @Get('messages/unread-count')
  @Authenticated()
  @ApiOperation({ summary: 'How many messages to you are unread (also pushed as `unread:count`)' })
  @ApiOkResponse({ type: UnreadCountDto })
  async unread(@CurrentUserId() userId: number): Promise<{ unreadCount: number }> {
    return { unreadCount: await this.queries.execute(new GetUnreadCountQuery(userId)) };
  }
}
