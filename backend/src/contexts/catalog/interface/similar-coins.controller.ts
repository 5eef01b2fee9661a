import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/http/error-response.dto';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import type { CoinView } from '../application/coin-view';
import { ListSimilarListingsQuery } from '../application/queries/list-similar-listings.query';
import { CoinDto } from './dto/coin.dto';

@ApiTags('catalog')
@Controller('coins')
export class SimilarCoinsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/similar')
  @ApiOperation({
    summary: 'Coins like this one',
    description:
      'Up to 6 approved, unsold listings sharing the category or metal of a public listing (sold ones included), never the listing itself: ' +
      'same category first, then same metal, then the nearest price. Shown on every coin page, and in place of a sold coin.',
  })
  @ApiOkResponse({ type: [CoinDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'id is not a positive whole number' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No public listing has this id' })
  similar(@Param('id', new ParseIdPipe()) id: number): Promise<CoinView[]> {
    return this.queries.execute(new ListSimilarListingsQuery(id));
  }
}
