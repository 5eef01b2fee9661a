import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { CATEGORIES, CONDITIONS, METALS } from '../../domain/catalog-values';

/** The Edit Coin Listing dialog; fields left out keep their value, empty year/metal/imageUrl clear them. */
export class AdminEditCoinDto {
  @ApiPropertyOptional({ example: '1835 William IV One Rupee' })
  @IsOptional()
  @IsString({ message: 'title must be text' })
  title?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'description must be text' })
  description?: string;

  @ApiPropertyOptional({ example: 'https://example.org/coin.jpg', nullable: true, type: String })
  @IsOptional()
  imageUrl?: string | null;

  @ApiPropertyOptional({ example: 4500 })
  @IsOptional()
  price?: number | string;

  @ApiPropertyOptional({ enum: CATEGORIES })
  @IsOptional()
  @IsString({ message: 'category must be text' })
  category?: string;

  @ApiPropertyOptional({ example: '1835', nullable: true, type: String })
  @IsOptional()
  year?: string | null;

  @ApiPropertyOptional({ enum: METALS, nullable: true })
  @IsOptional()
  metal?: string | null;

  @ApiPropertyOptional({ enum: CONDITIONS })
  @IsOptional()
  @IsString({ message: 'condition must be text' })
  condition?: string;

  @ApiPropertyOptional({ example: 'Mumbai' })
  @IsOptional()
  @IsString({ message: 'location must be text' })
  location?: string;
}

export class AdminListCoinsDto {
  @ApiPropertyOptional({ default: 100, minimum: 1, maximum: 500 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'limit must be between 1 and 500' })
  @Max(500, { message: 'limit must be between 1 and 500' })
  @IsInt({ message: 'limit must be a whole number' })
  limit: number = 100;

  @ApiPropertyOptional({ default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @Min(0, { message: 'offset must be 0 or more' })
  @IsInt({ message: 'offset must be a whole number' })
  offset: number = 0;
}
