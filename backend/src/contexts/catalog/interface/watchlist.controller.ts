import { Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { PageQueryDto } from '../../../platform/http/page-query.dto';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import type { Principal } from '../../../platform/kernel/principal';
import { Authenticated, CurrentPrincipal } from '../../../platform/session/decorators';
import { UnwatchListingCommand } from '../application/commands/unwatch-listing.command';
import { WatchListingCommand } from '../application/commands/watch-listing.command';
import { ListWatchlistQuery } from '../application/queries/list-watchlist.query';
import type { WatchedCoinView } from '../application/watched-coin-view';
import { WatchedCoinDto, WatchStateDto } from './dto/watch.dto';

/** The signed-in user's watchlist (decisions/0066). */
@ApiTags('watchlist')
@Controller()
export class WatchlistController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Put('coins/:id/watch')
  @Authenticated()
  @ApiOperation({
    summary: 'Watch a listing',
    description: "Idempotent. You are told when its price drops or it is sold. Live listings of other sellers only.",
  })
  @ApiOkResponse({ type: WatchStateDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'id is not a positive whole number' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Your own listing' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such live listing (unknown, deleted, pending or rejected)' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The coin is already sold' })
  async watch(@Param('id', new ParseIdPipe()) id: number, @CurrentPrincipal() viewer: Principal): Promise<WatchStateDto> {
    await this.commands.execute(new WatchListingCommand(viewer, id));
    return { coinId: id, watched: true };
  }

  @Delete('coins/:id/watch')
  @Authenticated()
  @ApiOperation({ summary: 'Stop watching a listing', description: 'Idempotent: answers the same when you were not watching it.' })
  @ApiOkResponse({ type: WatchStateDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No listing you can see or watched' })
  async unwatch(@Param('id', new ParseIdPipe()) id: number, @CurrentPrincipal() viewer: Principal): Promise<WatchStateDto> {
    await this.commands.execute(new UnwatchListingCommand(viewer, id));
    return { coinId: id, watched: false };
  }

  @Get('watchlist')
  @Authenticated()
  @ApiOperation({
    summary: 'Your watched listings, newest watched first',
    description: 'The coin shape of GET /api/coins. Sold coins stay, shown as sold; deleted ones are left out, and so are coins back in review until approved again.',
  })
  @ApiOkResponse({ type: [WatchedCoinDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'limit or offset is invalid' })
  list(@CurrentPrincipal() viewer: Principal, @Query() page: PageQueryDto): Promise<WatchedCoinView[]> {
    return this.queries.execute(new ListWatchlistQuery(viewer, page.limit, page.offset));
  }
}
