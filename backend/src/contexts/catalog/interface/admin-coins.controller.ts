import { Body, Controller, Get, Param, Patch, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { PageQueryDto } from '../../../platform/http/page-query.dto';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import type { Principal } from '../../../platform/kernel/principal';
import { AdminOnly, CurrentPrincipal } from '../../../platform/session/decorators';
import { AdminEditListingCommand } from '../application/commands/admin-edit-listing.command';
import type { CoinView } from '../application/coin-view';
import { GetListingStatsQuery, ListingStats } from '../application/queries/get-listing-stats.query';
import { ListListingsForAdminQuery } from '../application/queries/list-listings-for-admin.query';
import { AdminEditCoinDto } from './dto/admin-coin.dto';
import { CoinDto } from './dto/coin.dto';
import { ListingStatsDto } from './dto/listing-stats.dto';

const TOTAL_HEADER = { 'X-Total-Count': { description: 'All matching listings, regardless of limit and offset', schema: { type: 'integer' } } };

@ApiTags('admin')
@Controller('admin/coins')
export class AdminCoinsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('stats')
  @AdminOnly()
  @ApiOperation({ summary: 'How many listings there are, by status (deleted ones not counted)' })
  @ApiOkResponse({ type: ListingStatsDto })
  stats(): Promise<ListingStats> {
    return this.queries.execute(new GetListingStatsQuery());
  }

  @Get('pending')
  @AdminOnly()
  @ApiOperation({ summary: 'The review queue: pending listings not yet sold, oldest first' })
  @ApiOkResponse({ type: [CoinDto], headers: TOTAL_HEADER })
  async pending(@Query() query: PageQueryDto, @CurrentPrincipal() admin: Principal, @Res({ passthrough: true }) res: Response): Promise<CoinView[]> {
    const page = await this.queries.execute(new ListListingsForAdminQuery(admin, 'pending', query.limit, query.offset));
    res.setHeader('X-Total-Count', String(page.totalCount));
    return page.coins;
  }

  @Get('all')
  @AdminOnly()
  @ApiOperation({ summary: 'Every listing that is not deleted, newest first' })
  @ApiOkResponse({ type: [CoinDto], headers: TOTAL_HEADER })
  async all(@Query() query: PageQueryDto, @CurrentPrincipal() admin: Principal, @Res({ passthrough: true }) res: Response): Promise<CoinView[]> {
    const page = await this.queries.execute(new ListListingsForAdminQuery(admin, null, query.limit, query.offset));
    res.setHeader('X-Total-Count', String(page.totalCount));
    return page.coins;
  }

  @Patch(':id')
  @AdminOnly()
  @ApiOperation({ summary: "Edit a listing's content (recorded as ListingEditedByAdmin in its history)" })
  @ApiOkResponse({ type: CoinDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is invalid, or imageUrl is not a picture uploaded to Sikka' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The certificate number is already on another live listing' })
  edit(@Param('id', new ParseIdPipe()) id: number, @CurrentPrincipal() admin: Principal, @Body() body: AdminEditCoinDto): Promise<CoinView> {
    return this.commands.execute(new AdminEditListingCommand(admin, id, body));
  }
}
