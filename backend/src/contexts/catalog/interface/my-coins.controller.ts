import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Principal } from '../../../platform/kernel/principal';
import { Authenticated, CurrentPrincipal } from '../../../platform/session/decorators';
import type { MyListingView } from '../application/my-listing-view';
import { ListMyListingsQuery } from '../application/queries/list-my-listings.query';
import { MyCoinDto } from './dto/watch.dto';

@ApiTags('catalog')
@Controller('user/coins')
export class MyCoinsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: "The signed-in user's listings, newest first (pending, rejected with their reason, and sold included), each with its number of watchers" })
  @ApiOkResponse({ type: [MyCoinDto] })
  list(@CurrentPrincipal() seller: Principal): Promise<MyListingView[]> {
    return this.queries.execute(new ListMyListingsQuery(seller));
  }
}
