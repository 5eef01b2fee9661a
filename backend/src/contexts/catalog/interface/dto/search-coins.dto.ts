import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { RUPEES_MAX } from '../../../../platform/kernel/money';
import { CATEGORIES, CONDITIONS, METALS } from '../../domain/catalog-values';
import { SORT_OPTIONS, SortBy } from '../../application/queries/search-listings.query';
import { NAMED_FILTER_MAX } from '../../domain/identity-filters';

const named = (field: string, example: string, what: string) =>
  ApiPropertyOptional({
    example,
    maxLength: NAMED_FILTER_MAX,
    description: `${what}: the whole value, case-insensitive; an English or Hindi name of the curated list (GET /api/coin-vocabulary) also finds the other ("${field}=अकबर" finds Akbar)`,
  });

/** Empty values and "all" mean no filter. */
const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && (value.trim() === '' || value.trim().toLowerCase() === 'all') ? undefined : value;

export class SearchCoinsDto {
  @ApiPropertyOptional({
    example: 'mughal mohur',
    description:
      'Words matched in title, description, category, metal, year and location (English stems, Hindi too); each word also matches as a prefix. ' +
      'A catalogue reference ("KM 450", "KM#450", "km-450", "Pridmore 123") finds the coins carrying it, or holding its words',
  })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string;

  @ApiPropertyOptional({ enum: CATEGORIES, description: 'A slug; display names such as "British India" are accepted too' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'category must be text' })
  category?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: RUPEES_MAX, example: 100 })
  @Transform(blankToUndefined)
  @IsOptional()
  @Type(() => Number)
  @Min(0, { message: 'minPrice must be 0 or more' })
  @Max(RUPEES_MAX, { message: `minPrice must be at most ${RUPEES_MAX}` })
  @IsInt({ message: 'minPrice must be a whole number' })
  minPrice?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: RUPEES_MAX, example: 10000 })
  @Transform(blankToUndefined)
  @IsOptional()
  @Type(() => Number)
  @Min(0, { message: 'maxPrice must be 0 or more' })
  @Max(RUPEES_MAX, { message: `maxPrice must be at most ${RUPEES_MAX}` })
  @IsInt({ message: 'maxPrice must be a whole number' })
  maxPrice?: number;

  @ApiPropertyOptional({ example: 'delhi', description: 'Case-insensitive part of the location ("delhi" matches "New Delhi")' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'location must be text' })
  @MaxLength(100, { message: 'location must be at most 100 characters' })
  location?: string;

  @ApiPropertyOptional({ enum: METALS })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'metal must be text' })
  metal?: string;

  @ApiPropertyOptional({ enum: CONDITIONS })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'condition must be text' })
  condition?: string;

  @named('ruler', 'Akbar', 'The ruler named on the coin')
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'ruler must be text' })
  @MaxLength(NAMED_FILTER_MAX, { message: `ruler must be at most ${NAMED_FILTER_MAX} characters` })
  ruler?: string;

  @named('mint', 'Surat', 'Where the coin was struck')
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'mint must be text' })
  @MaxLength(NAMED_FILTER_MAX, { message: `mint must be at most ${NAMED_FILTER_MAX} characters` })
  mint?: string;

  @named('denomination', 'Rupee', 'The denomination')
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'denomination must be text' })
  @MaxLength(NAMED_FILTER_MAX, { message: `denomination must be at most ${NAMED_FILTER_MAX} characters` })
  denomination?: string;

  @named('issuer', 'Mughal Empire', 'Who issued the coin')
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'issuer must be text' })
  @MaxLength(NAMED_FILTER_MAX, { message: `issuer must be at most ${NAMED_FILTER_MAX} characters` })
  issuer?: string;

  @ApiPropertyOptional({ minimum: 1, example: 1600, description: 'AD year, 1 to this year: coins whose yearAd is this or later' })
  @Transform(blankToUndefined)
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'yearFrom must be a whole number' })
  yearFrom?: number;

  @ApiPropertyOptional({ minimum: 1, example: 1700, description: 'AD year, 1 to this year and not below yearFrom: coins whose yearAd is this or earlier' })
  @Transform(blankToUndefined)
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'yearTo must be a whole number' })
  yearTo?: number;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: only certified coins; false or absent: no filter' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'certified must be true or false' })
  certified?: string;

  @ApiPropertyOptional({
    enum: SORT_OPTIONS,
    default: 'recent',
    description: 'recent and most-recent are newest first; popular is conversations plus comments; year-asc and year-desc order by yearAd, coins without one last',
  })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsIn(SORT_OPTIONS, { message: `sortBy must be one of ${SORT_OPTIONS.join(', ')}` })
  sortBy?: SortBy;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'limit must be between 1 and 100' })
  @Max(100, { message: 'limit must be between 1 and 100' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @ApiPropertyOptional({ default: 0, minimum: 0, maximum: 1_000_000_000 })
  @IsOptional()
  @Type(() => Number)
  @Min(0, { message: 'offset must be 0 or more' })
  @Max(1_000_000_000, { message: 'offset must be at most 1000000000' })
  @IsInt({ message: 'offset must be a whole number' })
  offset?: number;
}
