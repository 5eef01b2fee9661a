import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
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

  @ApiPropertyOptional({ example: 4500, type: Number, description: 'Whole rupees (a numeric string is accepted too)' })
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
