import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import type { Principal } from '../../../platform/kernel/principal';
import { Authenticated, CurrentPrincipal, OptionallyAuthenticated, OptionalPrincipal } from '../../../platform/session/decorators';
import { AddCommentCommand } from '../application/commands/add-comment.command';
import type { CommentView } from '../application/coin-view';
import { ListCommentsQuery } from '../application/queries/list-comments.query';
import { CommentDto, CreateCommentDto } from './dto/comment.dto';

@ApiTags('catalog')
@Controller('coins/:id/comments')
export class CommentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @OptionallyAuthenticated()
  @ApiOperation({ summary: "A listing's comments, oldest first" })
  @ApiOkResponse({ type: [CommentDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  list(@Param('id', new ParseIdPipe()) id: number, @OptionalPrincipal() viewer: Principal | null): Promise<CommentView[]> {
    return this.queries.execute(new ListCommentsQuery(id, viewer));
  }

  @Post()
  @Authenticated()
  @ApiOperation({ summary: 'Comment on a listing (1 to 1000 characters after trimming)' })
  @ApiCreatedResponse({ type: CommentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Comment cannot be empty, or is too long' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  add(@Param('id', new ParseIdPipe()) id: number, @CurrentPrincipal() author: Principal, @Body() body: CreateCommentDto): Promise<CommentView> {
    return this.commands.execute(new AddCommentCommand(id, author, body.content));
  }
}
