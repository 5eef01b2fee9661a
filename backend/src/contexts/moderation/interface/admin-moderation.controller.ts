import { Body, Controller, Delete, Get, Param, Patch } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { MessageResponseDto } from '../../../platform/http/message-response.dto';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import type { Principal } from '../../../platform/kernel/principal';
import { AdminOnly, CurrentPrincipal } from '../../../platform/session/decorators';
import type { CoinView } from '../../catalog/application/coin-view';
import { DeleteListingCommand } from '../../catalog/application/commands/delete-listing.command';
import { MarkListingSoldCommand } from '../../catalog/application/commands/mark-listing-sold.command';
import { GetListingQuery } from '../../catalog/application/queries/get-listing.query';
import { DecideListingCommand } from '../application/commands/decide-listing.command';
import { GetListingHistoryQuery, ListingHistoryEntry } from '../application/queries/get-listing-history.query';
import { DecideListingDto } from './dto/decide.dto';
import { ListingHistoryEntryDto } from './dto/history.dto';

const COIN = { $ref: '#/components/schemas/CoinDto' };

/** What admins do to listings they moderate; the listings themselves are the Catalog's, sent commands and asked queries. */
@ApiTags('admin')
@Controller('admin/coins/:id')
export class AdminModerationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Patch('approve')
  @AdminOnly()
  @ApiOperation({ summary: 'Approve (goes live as Verified) or reject (with an optional reason for the seller)' })
  @ApiOkResponse({ description: 'The listing after the decision', schema: COIN })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already in that state, or decided by another admin at the same moment' })
  async decide(@Param('id', new ParseIdPipe()) id: number, @CurrentPrincipal() admin: Principal, @Body() body: DecideListingDto): Promise<CoinView> {
    await this.commands.execute(new DecideListingCommand(id, admin, body.approved, body.reason ?? null));
    return this.queries.execute(new GetListingQuery(id, admin));
  }

  @Patch('sold')
  @AdminOnly()
  @ApiOperation({ summary: 'Mark a listing sold (one-way)' })
  @ApiOkResponse({ description: 'The listing, now sold', schema: COIN })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already marked as sold' })
  async markSold(@Param('id', new ParseIdPipe()) id: number, @CurrentPrincipal() admin: Principal): Promise<CoinView> {
    await this.commands.execute(new MarkListingSoldCommand(id, admin));
    return this.queries.execute(new GetListingQuery(id, admin));
  }

  @Delete()
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a listing (kept, with its history, but hidden everywhere)' })
  @ApiOkResponse({ type: MessageResponseDto, description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async remove(@Param('id', new ParseIdPipe()) id: number, @CurrentPrincipal() admin: Principal): Promise<MessageResponseDto> {
    await this.commands.execute(new DeleteListingCommand(id, admin));
    return { message: 'Coin deleted' };
  }

  @Get('history')
  @AdminOnly()
  @ApiOperation({ summary: "A listing's moderation history: every event of its stream, oldest first" })
  @ApiOkResponse({ type: [ListingHistoryEntryDto] })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  history(@Param('id', new ParseIdPipe()) id: number): Promise<ListingHistoryEntry[]> {
    return this.queries.execute(new GetListingHistoryQuery(id));
  }
}
