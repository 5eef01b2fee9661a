import { Controller, Delete, Get, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import { Authenticated, CurrentUserId } from '../../../platform/session/decorators';
import { BlockConversationPartyCommand } from '../application/commands/block-conversation-party.command';
import { UnblockPersonCommand } from '../application/commands/unblock-person.command';
import type { BlockedPersonView, ConversationView } from '../application/conversation-view';
import { ListBlockedPeopleQuery } from '../application/queries/list-blocked-people.query';
import { BlockedPersonDto, UnblockedDto } from './dto/blocks.dto';
import { ConversationDto } from './dto/conversation.dto';

/** Blocking from a conversation, and the blocker's list to unblock from (decisions/0084). */
@ApiTags('messaging')
@Controller()
export class BlocksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('conversations/:id/block')
  @Authenticated()
  @ApiOperation({
    summary: "Block the conversation's other party",
    description:
      'No messages, offers, or answers accepting or countering an offer, either way (403), and no new conversation about their other listings; ' +
      'rejecting or withdrawing an offer stays possible. Every conversation between the two stays readable. Idempotent: blocking again answers 200.',
  })
  @ApiCreatedResponse({ type: ConversationDto, description: 'Blocked; the conversation as the caller now sees it (`blockedByMe`)' })
  @ApiOkResponse({ type: ConversationDto, description: 'Was already blocked' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A malformed id' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such conversation, or the caller is not one of its parties' })
  async block(@Param('id', new ParseIdPipe()) id: number, @CurrentUserId() userId: number, @Res({ passthrough: true }) res: Response): Promise<ConversationView> {
    const { conversation, created } = await this.commands.execute(new BlockConversationPartyCommand(id, userId));
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return conversation;
  }

  @Get('blocks')
  @Authenticated()
  @ApiOperation({ summary: 'The people you block, the latest first' })
  @ApiOkResponse({ type: [BlockedPersonDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A body that cannot be read' })
  list(@CurrentUserId() userId: number): Promise<BlockedPersonView[]> {
    return this.queries.execute(new ListBlockedPeopleQuery(userId));
  }

  @Delete('blocks/:userId')
  @Authenticated()
  @ApiOperation({ summary: 'Unblock a person', description: 'Idempotent: answers 200 whether or not a block was in force (`lifted` says which). Messages and offers flow again unless they block you.' })
  @ApiOkResponse({ type: UnblockedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'userId is not a positive whole number, or is your own id' })
  async unblock(@Param('userId', new ParseIdPipe('userId')) blockedId: number, @CurrentUserId() userId: number): Promise<UnblockedDto> {
    const lifted = await this.commands.execute(new UnblockPersonCommand(userId, blockedId));
    return { userId: blockedId, blocked: false, lifted };
  }
}
