import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { COIN_VOCABULARY, CoinVocabulary } from '../domain/coin-vocabulary/coin-vocabulary';
import { CoinVocabularyDto } from './dto/coin-vocabulary.dto';

/** The curated suggestions for which coin a listing is (issue 13): data kept in the repository, the same for everyone. */
@ApiTags('catalog')
@Controller('coin-vocabulary')
export class CoinVocabularyController {
  @Get()
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({
    summary: 'Suggestions for which coin it is: rulers, mints, denominations, issuers, catalogues, shapes, edges',
    description:
      'In English and Hindi (Devanagari). The listing form offers them; free text stays allowed. A ruler, mint, denomination or issuer filter of ' +
      "GET /api/coins written with either name finds both, and a regnal year (era RY) counts from the ruler's reignFrom. Cacheable for an hour.",
  })
  @ApiOkResponse({ type: CoinVocabularyDto })
  list(): CoinVocabulary {
    return COIN_VOCABULARY;
  }
}
