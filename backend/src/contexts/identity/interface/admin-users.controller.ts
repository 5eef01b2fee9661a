import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { MessageResponseDto } from '../../../platform/http/message-response.dto';
import { PageQueryDto } from '../../../platform/http/page-query.dto';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import type { Principal } from '../../../platform/kernel/principal';
import { AdminOnly, CurrentPrincipal } from '../../../platform/session/decorators';
import { LiftSuspensionCommand } from '../application/commands/lift-suspension.command';
import { SuspendUserCommand } from '../application/commands/suspend-user.command';
import { ListUsersQuery, UserPage } from '../application/queries/list-users.query';
import { suspensionEnd } from '../domain/suspension-rules';
import { SuspendUserDto, SuspensionDto } from './dto/suspension.dto';
import { UserListDto } from './dto/user.dto';

@ApiTags('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: 'All users, newest first (admins only)' })
  @ApiOkResponse({ type: UserListDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  list(@Query() query: PageQueryDto): Promise<UserPage> {
    return this.queries.execute(new ListUsersQuery(query.limit, query.offset));
  }

  @Post(':id/suspension')
  @HttpCode(HttpStatus.OK)
  @AdminOnly()
  @ApiParam({ name: 'id', type: Number, description: "The user's id" })
  @ApiOperation({
    summary: 'Suspend a user for 1 to 365 days (admins only)',
    description:
      'Until it ends the user cannot sign in (403 with the end date), their sessions are ended, their listings are hidden from everyone ' +
      'but them and admins, and conversations show them as suspended. Suspending a suspended user replaces the end date and reason; ' +
      'every suspension is kept in the history (decisions/0083).',
  })
  @ApiOkResponse({ type: SuspensionDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'reason or days is missing or invalid; the message names it' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such user' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The user is an administrator' })
  suspend(@Param('id', new ParseIdPipe()) id: number, @CurrentPrincipal() admin: Principal, @Body() body: SuspendUserDto): Promise<SuspensionDto> {
    return this.commands.execute(new SuspendUserCommand(id, admin.userId, body.reason, suspensionEnd(body.days, new Date())));
  }

  @Delete(':id/suspension')
  @HttpCode(HttpStatus.OK)
  @AdminOnly()
  @ApiParam({ name: 'id', type: Number, description: "The user's id" })
  @ApiOperation({
    summary: "Lift a user's suspension before its end (admins only)",
    description: 'They may sign in again and their listings show again. Lifting when no suspension is in force changes nothing (also 200).',
  })
  @ApiOkResponse({ type: MessageResponseDto, description: 'Not suspended any more' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such user' })
  async lift(@Param('id', new ParseIdPipe()) id: number, @CurrentPrincipal() admin: Principal): Promise<MessageResponseDto> {
    await this.commands.execute(new LiftSuspensionCommand(id, admin.userId));
    return { message: 'The user is not suspended' };
  }
}
