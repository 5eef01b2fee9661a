import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import type { CoinView } from '../application/coin-view';
import { GetSellerProfileQuery, SellerProfileView } from '../application/queries/get-seller-profile.query';
import { ListSellerListingsQuery } from '../application/queries/list-seller-listings.query';
import { CoinDto } from './dto/coin.dto';
import { SellerProfileDto } from './dto/seller-profile.dto';

@ApiTags('catalog')
@Controller('sellers')
export class SellersController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':sellerId')
  @ApiOperation({
    summary: "A seller's public profile: name, location, member since, live and sold listing counts",
    description: 'Only users who have had a listing approved are sellers; anyone else is 404.',
  })
  @ApiOkResponse({ type: SellerProfileDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'sellerId is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such seller' })
  profile(@Param('sellerId', new ParseIdPipe('sellerId')) sellerId: number): Promise<SellerProfileView> {
    return this.queries.execute(new GetSellerProfileQuery(sellerId));
  }

  @Get(':sellerId/listings')
  @ApiOperation({
    summary: "A seller's approved listings (sold ones included), newest first",
    description: 'An empty array for anyone who is not a seller (no approved listing), unknown ids included.',
  })
  @ApiOkResponse({ type: [CoinDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'sellerId is not a positive whole number' })
  list(@Param('sellerId', new ParseIdPipe('sellerId')) sellerId: number): Promise<CoinView[]> {
    return this.queries.execute(new ListSellerListingsQuery(sellerId));
  }
}
