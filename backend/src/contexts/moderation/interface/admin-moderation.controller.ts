import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
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
import { ClaimListingCommand } from '../application/commands/claim-listing.command';
import { DecideListingCommand } from '../application/commands/decide-listing.command';
import { ReleaseClaimCommand } from '../application/commands/release-claim.command';
import { GetListingHistoryQuery, ListingHistoryEntry } from '../application/queries/get-listing-history.query';
import type { ReviewClaim } from '../application/queries/get-review-queue.query';
import { DecideListingDto } from './dto/decide.dto';
import { ListingHistoryEntryDto } from './dto/history.dto';
import { ClaimDto } from './dto/queue.dto';

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
  @ApiOperation({
    summary: 'Approve (goes live as Verified, optionally after an edit) or reject (with a reason for the seller); no claim needed, and any claim ends with it',
  })
  @ApiOkResponse({ description: 'The listing after the decision', schema: COIN })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already in that state, decided by another admin at the same moment, or another admin is reviewing it (named)' })
  async decide(@Param('id', new ParseIdPipe()) id: number, @CurrentPrincipal() admin: Principal, @Body() body: DecideListingDto): Promise<CoinView> {
    const { approved, reason, reasonCode, note, edit } = body;
    await this.commands.execute(new DecideListingCommand(id, admin, approved, reason ?? null, { reasonCode, note, edit }));
    return this.queries.execute(new GetListingQuery(id, admin));
  }

  @Post('claim')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Claim a pending listing for 10 minutes while reviewing it (or extend your own claim)' })
  @ApiOkResponse({ type: ClaimDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Another admin is reviewing it (named, with the time the claim ends), or it no longer waits for review' })
  claim(@Param('id', new ParseIdPipe()) id: number, @CurrentPrincipal() admin: Principal): Promise<ReviewClaim> {
    return this.commands.execute(new ClaimListingCommand(id, admin));
  }

  @Delete('claim')
  @AdminOnly()
  @ApiOperation({ summary: 'Release your claim on a listing' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Another admin is reviewing it (named)' })
  async releaseClaim(@Param('id', new ParseIdPipe()) id: number, @CurrentPrincipal() admin: Principal): Promise<MessageResponseDto> {
    const released = await this.commands.execute(new ReleaseClaimCommand(id, admin));
    return { message: released ? 'Claim released' : 'You had no claim on this listing' };
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
