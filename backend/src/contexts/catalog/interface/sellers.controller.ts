import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import { ListSellerListingsQuery, SellerListings } from '../application/queries/list-seller-listings.query';
import { SellerListingsDto } from './dto/coin.dto';

@ApiTags('catalog')
@Controller('sellers')
export class SellersController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':sellerId/listings')
  @ApiOperation({ summary: "A seller's public profile and approved listings (sold ones included), newest first" })
  @ApiOkResponse({ type: SellerListingsDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such seller' })
  list(@Param('sellerId', new ParseIdPipe('sellerId')) sellerId: number): Promise<SellerListings> {
    return this.queries.execute(new ListSellerListingsQuery(sellerId));
  }
}
