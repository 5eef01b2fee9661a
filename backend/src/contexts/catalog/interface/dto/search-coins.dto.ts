import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { RUPEES_MAX } from '../../../../platform/kernel/money';
import { CATEGORIES, CONDITIONS, METALS } from '../../domain/catalog-values';
import { SORT_OPTIONS, SortBy } from '../../application/queries/search-listings.query';

/** Empty values and "all" mean no filter. */
const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && (value.trim() === '' || value.trim().toLowerCase() === 'all') ? undefined : value;

export class SearchCoinsDto {
  @ApiPropertyOptional({ example: 'mughal mohur', description: 'Words matched in title, description, category, metal, year and location (English stems, Hindi too); each word also matches as a prefix' })
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

  @ApiPropertyOptional({ enum: SORT_OPTIONS, default: 'recent', description: 'recent and most-recent are newest first; popular is conversations plus comments' })
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
