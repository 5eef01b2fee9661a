import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { SAVED_SEARCH_NAME_MAX } from '../../domain/saved-search';
import { SearchCoinsDto } from './search-coins.dto';

/** The filters of GET /api/coins (without paging), with its rules. */
export const SAVED_SEARCH_FILTER_NAMES = [
  'search',
  'category',
  'metal',
  'condition',
  'location',
  'minPrice',
  'maxPrice',
  'ruler',
  'mint',
  'denomination',
  'issuer',
  'yearFrom',
  'yearTo',
  'certified',
  'sortBy',
] as const;

export class SavedSearchFiltersDto extends PickType(SearchCoinsDto, SAVED_SEARCH_FILTER_NAMES) {}

export class CreateSavedSearchDto {
  @ApiPropertyOptional({ example: 'Gold mohurs under ₹50,000', maxLength: SAVED_SEARCH_NAME_MAX, description: 'Defaults to the search text' })
  @IsOptional()
  @MaxLength(SAVED_SEARCH_NAME_MAX, { message: `name must be at most ${SAVED_SEARCH_NAME_MAX} characters` })
  @IsString({ message: 'name must be text' })
  name?: string;

  @ApiProperty({
    type: SavedSearchFiltersDto,
    example: { search: 'mohur', metal: 'gold', maxPrice: 50000 },
    description:
      'The query of GET /api/coins (search, category, metal, condition, location, minPrice, maxPrice, ruler, mint, denomination, issuer, yearFrom, yearTo, ' +
      'certified, sortBy), checked by its rules; search words or at least one filter',
  })
  @IsObject({ message: 'filters must be an object with the filters of GET /api/coins' })
  filters!: Record<string, unknown>;
}

export class SavedSearchDto {
  @ApiProperty({ example: 7 })
  id!: number;

  @ApiProperty({ example: 'Gold mohurs under ₹50,000', nullable: true, type: String, description: 'The name given, else the search text; null when neither' })
  name!: string | null;

  @ApiProperty({ type: SavedSearchFiltersDto, example: { search: 'mohur', metal: 'gold', maxPrice: 50000 }, description: 'The filters as checked: slugs, trimmed text; absent ones are no filter' })
  filters!: SavedSearchFiltersDto;

  @ApiProperty({ format: 'date-time', example: '2026-11-26T08:15:00.000Z' })
  createdAt!: string;

  @ApiProperty({ example: '/search?q=mohur&metal=gold&maxPrice=50000', description: "The web app's address of the search" })
  link!: string;
}
